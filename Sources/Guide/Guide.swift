// The Guide module; see README "Architecture".
