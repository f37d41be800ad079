// The Templates module; see README "Architecture".
