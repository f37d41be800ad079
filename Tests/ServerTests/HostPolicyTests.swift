import Testing
@testable import Server

@Suite("Host policy")
struct HostPolicyTests {
    let policy = HostPolicy(listenHost: "127.0.0.1", allowed: ["Docs.Example.Test", ".preview.test"])

    @Test(arguments: [
        "localhost", "localhost:8000", "LOCALHOST:8000", "localhost.", "localhost.:8000",
        "brand.localhost:8000",                       // RFC 6761: always loopback
        "127.0.0.1", "127.0.0.1:8000", "127.0.0.1:9999", // another port: an SSH tunnel, a container mapping
        "[::1]", "[::1]:8000", "192.168.1.20:8000",   // IP literals cannot be rebound
        "docs.example.test", "docs.example.test:443",  // --allow-host, any case
        "preview.test", "pr-12.preview.test:8000",     // --allow-host .preview.test
    ])
    func admits(_ authority: String) {
        #expect(policy.verdict(forAuthority: authority) == .admitted)
    }

    @Test(arguments: [
        ("rebind.attacker.example", "rebind.attacker.example"),
        ("rebind.attacker.example:8000", "rebind.attacker.example"),
        ("localhost.attacker.example", "localhost.attacker.example"),
        ("127.0.0.1.attacker.example:8000", "127.0.0.1.attacker.example"),
        ("example.test", "example.test"),              // only docs.example.test was allowed
        ("xpreview.test", "xpreview.test"),            // a suffix match needs the dot
        ("2130706433:8000", "2130706433"),             // browsers send IPv4 dotted, so this is a name
        ("127.1", "127.1"),
    ])
    func refusesOtherNames(_ authority: String, _ host: String) {
        #expect(policy.verdict(forAuthority: authority) == .misdirected(host: host))
    }

    @Test(arguments: ["", ":8000", "localhost:80a", "local host", "a/b", "[::1", "[::1]x", "[]", "[zz::1]", "a@b", "ex\u{E9}.test"])
    func callsBrokenAuthoritiesMalformed(_ authority: String) {
        #expect(policy.verdict(forAuthority: authority) == .malformed)
    }

    @Test func admitsTheNameItListensOn() {
        let named = HostPolicy(listenHost: "devbox.lan")
        #expect(named.verdict(forAuthority: "devbox.lan:8000") == .admitted)
        #expect(HostPolicy(listenHost: "::1").verdict(forAuthority: "[::1]:8000") == .admitted)
        #expect(named.verdict(forAuthority: "other.lan") == .misdirected(host: "other.lan"))
    }

    @Test func readsTheAuthorityOfAnAbsoluteFormTargetBeforeHost() {
        func head(_ target: String, host: String?) -> RequestHead {
            RequestHead(method: "GET", target: target, version: .http1_1, headers: host.map { [HeaderField("Host", $0)] } ?? [])
        }
        #expect(policy.verdict(for: head("http://rebind.attacker.example:8000/", host: "localhost")) == .misdirected(host: "rebind.attacker.example"))
        #expect(policy.verdict(for: head("http://user@localhost:8000/a?b", host: "rebind.attacker.example")) == .admitted)
        #expect(policy.verdict(for: head("/", host: "localhost:8000")) == .admitted)
        #expect(HostPolicy.absoluteFormAuthority("/http://x") == nil)
        // HTTP/1.0 clients may send no Host; HTTP/1.1 without one is refused earlier, with 400.
        var old = head("/", host: nil)
        old.version = .http1_0
        #expect(policy.verdict(for: old) == .admitted)
    }
}
