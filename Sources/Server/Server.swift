// The Server module; see README "Architecture".
