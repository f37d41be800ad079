// The Site module; see README "Architecture".
