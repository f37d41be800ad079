// A file server in a process of its own with its open-file limit lowered and its descriptor
// table all but full, so FileServerDescriptorTests can drive `accept` into real EMFILE. The test
// process cannot lower its own limit for that: its other suites hold thousands of sockets at once.
//
//   ServerFixture <folder> <open-file limit> <descriptors left free>
//
// Prints the bound port on a line, then serves until its standard input closes.
import Foundation
import Glibc
import Server

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("ServerFixture: \(message)\n".utf8))
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let limit = rlim_t(arguments[2]), let free = Int(arguments[3]) else {
    fail("usage: ServerFixture <folder> <open-file limit> <descriptors left free>", status: 64)
}
var current = rlimit()
getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &current)
current.rlim_cur = limit
guard setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &current) == 0 else {
    fail("setrlimit: \(String(cString: strerror(errno)))")
}
// Live reload on, as `sitegen serve` has it, so streams can fill the table too.
let configuration = ServerConfiguration(root: URL(fileURLWithPath: arguments[1]), port: 0, liveReload: ReloadBroadcaster(), eventLoops: 2)
let server = FileServer(configuration: configuration)
let port: UInt16
do {
    port = try server.start()
} catch {
    fail("\(error)")
}
// The connection cap fits the limit less the reserve; taking all but `free` descriptors makes
// the real room smaller than that, as served files or a rebuild holding descriptors would.
var held: [Int32] = []
while case let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC), descriptor >= 0 { held.append(descriptor) }
for descriptor in held.suffix(free) { close(descriptor) }
FileHandle.standardOutput.write(Data("\(port)\n".utf8))
var byte: UInt8 = 0
while read(STDIN_FILENO, &byte, 1) > 0 {}
exit(0)
