import Glibc
import Testing
@testable import Server

@Suite("Descriptor budget")
struct DescriptorBudgetTests {
    @Test(arguments: [
        // (configured, soft limit, cap)
        (1024, 20_000, 1024),  // room to spare: the configured cap
        (1024, 1024, 960),  // Debian's default soft limit
        (1024, 256, 192),  // the issue's `ulimit -n 256`
        (1024, 1088, 1024),  // exactly the cap and the reserve
        (100, 256, 100),  // a smaller configured cap stands
        (1024, 64, 1),  // no room past the reserve: still one connection
        (1024, 10, 1),
    ])
    func theCapIsTheSmallerOfTheConfiguredOneAndTheLimitLessTheReserve(configured: Int, limit: Int, cap: Int) {
        #expect(DescriptorBudget.connections(configured: configured, descriptorLimit: limit) == cap)
    }

    @Test func withoutALimitTheConfiguredCapStands() {
        #expect(DescriptorBudget.connections(configured: 1024, descriptorLimit: nil) == 1024)
    }

    @Test func theProcessLimitIsTheSoftOne() {
        var limit = rlimit()
        #expect(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0)
        #expect(DescriptorBudget.processLimit() == (limit.rlim_cur == rlim_t.max ? nil : Int(limit.rlim_cur)))
    }
}
