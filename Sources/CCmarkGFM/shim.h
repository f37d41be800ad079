// The C surface sitegen uses: cmark-gfm and its GFM extensions (table, strikethrough, autolink,
// tasklist). Only the Markdown module imports this.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
