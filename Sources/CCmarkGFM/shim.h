// The C surface sitegen uses: cmark-gfm and its GFM extensions (table, strikethrough, autolink,
// tasklist). Only the Markdown module imports this.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

// The extension node types are globals exported by libcmark-gfm-extensions, assigned when the
// extensions register, but Debian installs no header declaring them. They are read through
// functions so Swift does not see mutable C globals (which strict concurrency rejects).
extern cmark_node_type CMARK_NODE_TABLE;
extern cmark_node_type CMARK_NODE_TABLE_ROW;
extern cmark_node_type CMARK_NODE_TABLE_CELL;
extern cmark_node_type CMARK_NODE_STRIKETHROUGH;

static inline cmark_node_type sitegen_node_type_table(void) { return CMARK_NODE_TABLE; }
static inline cmark_node_type sitegen_node_type_table_row(void) { return CMARK_NODE_TABLE_ROW; }
static inline cmark_node_type sitegen_node_type_table_cell(void) { return CMARK_NODE_TABLE_CELL; }
static inline cmark_node_type sitegen_node_type_strikethrough(void) { return CMARK_NODE_STRIKETHROUGH; }
