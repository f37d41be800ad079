import Foundation
import SitegenCLI

// Everything lives in SitegenCLI so tests can drive the same code path.
let status = await Sitegen.main(Array(CommandLine.arguments.dropFirst()))
exit(status)
