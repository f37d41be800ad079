// The Markdown module; see README "Architecture".
