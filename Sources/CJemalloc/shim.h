// jemalloc replaces the C library's malloc for the whole sitegen process when it is linked:
// a build allocates millions of small strings and arrays, and glibc's allocator spent about
// 16% of a 200-brand build in malloc, free and consolidation (jemalloc: about a quarter less
// CPU for the same build; see the issue 16 notes).
#include <jemalloc/jemalloc.h>
