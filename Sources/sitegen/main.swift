import CJemalloc
import Foundation
import SitegenCLI
import Support

// Everything lives in SitegenCLI so tests can drive the same code path. CJemalloc's malloc
// serves the whole process once linked; the build gives it back freed memory through these.
FreedMemory.setHandlers(now: JemallocTuning.purge, atOnceFromNowOn: JemallocTuning.returnFreedMemoryAtOnce)
let status = await Sitegen.main(Array(CommandLine.arguments.dropFirst()))
exit(status)
