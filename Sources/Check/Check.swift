// The Check module: rules that find what in a guide would mislead its readers.
