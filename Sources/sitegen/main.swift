import CJemalloc
import Foundation
import SitegenCLI

// Everything lives in SitegenCLI so tests can drive the same code path. CJemalloc is imported
// only to link it: its malloc serves the whole process.
let status = await Sitegen.main(Array(CommandLine.arguments.dropFirst()))
exit(status)
