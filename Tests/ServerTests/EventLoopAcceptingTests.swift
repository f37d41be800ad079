import Testing
@testable import Server

@Suite("Event loop: a descriptor shortage")
struct DescriptorShortageTests {
    @Test func aCapLoweredForWantOfDescriptorsGoesBackToTheShareWhenTheShortageEnds() throws {
        let responder = Responder(root: "/", broadcaster: nil, hosts: HostPolicy(listenHost: "127.0.0.1", allowed: []))
        let loop = EventLoop(listener: -1, mailbox: try LoopMailbox(), responder: responder, timeouts: ServerTimeouts(), limits: ServerLimits(connections: 64), loops: 2)
        #expect(loop.maximumConnections == 32)
        // As after an EMFILE with 5 connections held; the sweep's clock is set by hand.
        loop.maximumConnections = 5
        loop.descriptorShortageEnds = loop.now + EventLoop.descriptorShortageSpan
        loop.now += EventLoop.descriptorShortageSpan - 1
        loop.endDescriptorShortage()
        #expect(loop.maximumConnections == 5)
        loop.now += 1
        loop.endDescriptorShortage()
        #expect(loop.maximumConnections == 32)
    }
}
