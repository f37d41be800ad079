// swift-tools-version:6.0
// sitegen: a static documentation site generator for SwiftUI brand guides.
// Module arrows point one way (see README "Architecture"):
//   sitegen -> SitegenCLI -> {Site, Check, Diff, Server}; Site -> {Guide, Templates}; Check -> Guide;
//   Diff -> Guide (what changed between two versions of guides, and whether for the worse);
//   Guide -> Markdown -> CCmarkGFM. Site never imports Check: the CLI hands the build its lint.
//   Support (JSON, numbers, contrast, color difference) and Diagnostics are the foundation,
//   with no domain knowledge; Templates depends on nothing.
import PackageDescription

let package = Package(
    name: "sitegen",
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
        .library(name: "Templates", targets: ["Templates"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Debian's jemalloc, linked into the executable only: it replaces malloc process-wide.
        .systemLibrary(name: "CJemalloc", pkgConfig: "jemalloc", providers: [.apt(["libjemalloc-dev"])]),
        // renameat2(2), which Swift's Glibc overlay leaves out: the output swap's one atomic step.
        .target(name: "CRenameExchange"),
        .target(name: "Diagnostics"),
        .target(name: "Support"),
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "Diagnostics", "Support"]),
        .target(name: "Guide", dependencies: ["Markdown", "Diagnostics", "Support"]),
        .target(name: "Templates"),
        .target(name: "Check", dependencies: ["Guide", "Markdown", "Diagnostics", "Support"]),
        .target(name: "Diff", dependencies: ["Guide", "Diagnostics", "Support"]),
        .target(name: "Site", dependencies: ["Guide", "Markdown", "Templates", "Diagnostics", "Support", "CRenameExchange"]),
        .target(name: "Server"),
        .target(name: "SitegenCLI", dependencies: ["Site", "Check", "Diff", "Server", "Guide", "Templates", "Diagnostics", "Support"]),
        // The Swift runtime, standard library and Foundation are linked into the executable
        // (`-static-stdlib`): swift_retain and swift_release, a sixth of a build's time, are then
        // direct calls rather than calls through the dynamic linker's tables, and the binary
        // runs where no Swift toolchain is installed (it needs only Debian's cmark-gfm and
        // jemalloc). A full 200-brand build takes about 4% less time (30 alternating pairs); the
        // binary is 87 MB rather than 16 (ICU's data comes with Foundation). lld links it: GNU
        // ld warned on every build about a `mktemp` inside the static Foundation.
        .executableTarget(
            name: "sitegen", dependencies: ["SitegenCLI", "Support", "CJemalloc"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"])],
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld"])]
        ),

        .testTarget(name: "SupportTests", dependencies: ["Support"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "Support"], resources: [.copy("Fixtures")]),
        .testTarget(name: "GuideTests", dependencies: ["Guide", "Support"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "Support"], resources: [.copy("Fixtures")]),
        .testTarget(name: "CheckTests", dependencies: ["Check", "Support"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DiffTests", dependencies: ["Diff", "Guide", "Markdown"], exclude: ["Fixtures"]),
        .testTarget(name: "SiteTests", dependencies: ["Site", "Support"], resources: [.copy("Fixtures")]),
        // A server in a child process with its open-file limit lowered, for the EMFILE tests.
        .executableTarget(name: "ServerFixture", dependencies: ["Server"], path: "Tests/ServerFixture"),
        .testTarget(name: "ServerTests", dependencies: ["Server", "ServerFixture"]),
        .testTarget(name: "SitegenCLITests", dependencies: ["SitegenCLI", "Site", "Check", "Diff", "Guide", "Markdown", "Support"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
