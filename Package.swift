// swift-tools-version:6.0
// sitegen: a static documentation site generator for SwiftUI brand guides.
// Module arrows point one way (see README "Architecture"):
//   sitegen -> SitegenCLI -> {Site, Server}; Site -> {Check, Guide, Templates}; Check -> Guide;
//   Guide -> Markdown -> CCmarkGFM.
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
        .target(name: "Diagnostics"),
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "Diagnostics"]),
        .target(name: "Guide", dependencies: ["Markdown", "Diagnostics"]),
        .target(name: "Templates"),
        .target(name: "Check", dependencies: ["Guide", "Markdown", "Diagnostics"]),
        .target(name: "Site", dependencies: ["Guide", "Check", "Markdown", "Templates", "Diagnostics"]),
        .target(name: "Server"),
        .target(name: "SitegenCLI", dependencies: ["Site", "Check", "Server", "Guide", "Templates", "Diagnostics"]),
        .executableTarget(name: "sitegen", dependencies: ["SitegenCLI"]),

        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"], resources: [.copy("Fixtures")]),
        .testTarget(name: "GuideTests", dependencies: ["Guide"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates"], resources: [.copy("Fixtures")]),
        .testTarget(name: "CheckTests", dependencies: ["Check"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SiteTests", dependencies: ["Site"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ServerTests", dependencies: ["Server"]),
        .testTarget(name: "SitegenCLITests", dependencies: ["SitegenCLI", "Site"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
