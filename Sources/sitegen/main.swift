import CJemalloc
import Foundation
import Markdown
import SitegenCLI

// Everything lives in SitegenCLI so tests can drive the same code path. CJemalloc's malloc
// serves the whole process once linked.
MarkdownFile.onFirstLargeFile(JemallocTuning.returnFreedMemoryAtOnce)
let status = await Sitegen.main(Array(CommandLine.arguments.dropFirst()))
exit(status)
