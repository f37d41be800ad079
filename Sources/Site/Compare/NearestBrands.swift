import Foundation
import Guide
import Synchronization

/// Which brands have the closest palettes: for every pair, the mean CIEDE2000 difference over
/// the color roles both brands fill, so canvases are compared with canvases and brand colors
/// with brand colors.
struct NearestBrands: Sendable {
    struct Neighbour: Sendable, Equatable {
        var slug: String
        var distance: Double
        var sharedRoles: Int
    }

    /// Roles that describe a palette (dark variants follow from these, so they would count twice).
    static let roles: [ColorRole] = [.canvas, .surface, .divider, .textPrimary, .textSecondary, .textTertiary, .brand, .accent, .pressed, .error, .success, .warning, .info]
    /// Fewer shared roles than this say too little to call two palettes close.
    static let minimumSharedRoles = 3

    /// The nearest `count` brands of every brand, by slug.
    let neighbours: [String: [Neighbour]]

    init(_ brands: [PublishedBrand], count: Int = 3) {
        // Lab values once per brand: the pairwise loop then only runs the ΔE formula.
        let palettes: [[ColorDifference.Lab?]] = brands.map { brand in
            Self.roles.map { role in
                brand.roles[role].flatMap(brand.guide.color(named:))?.displayColor.map { ColorDifference.lab($0.alpha < 1 ? $0.over(.white) : $0) }
            }
        }
        let results = Mutex([[Neighbour]](repeating: [], count: brands.count))
        DispatchQueue.concurrentPerform(iterations: brands.count) { index in
            var candidates: [Neighbour] = []
            for other in brands.indices where other != index {
                var total = 0.0
                var shared = 0
                for role in Self.roles.indices {
                    guard let a = palettes[index][role], let b = palettes[other][role] else { continue }
                    total += ColorDifference.ciede2000(a, b)
                    shared += 1
                }
                guard shared >= Self.minimumSharedRoles else { continue }
                candidates.append(Neighbour(slug: brands[other].slug, distance: total / Double(shared), sharedRoles: shared))
            }
            candidates.sort { ($0.distance, $0.slug) < ($1.distance, $1.slug) }
            let nearest = Array(candidates.prefix(count))
            results.withLock { $0[index] = nearest }
        }
        neighbours = Dictionary(uniqueKeysWithValues: zip(brands.map(\.slug), results.withLock { $0 }))
    }

    /// How the number is made, for the pages that show it.
    static let explanation = "Mean CIEDE2000 color difference (ΔE₀₀) over the color roles both brands fill — canvas, surfaces, text, brand, accent, states; lower is closer, under 5 reads as the same palette."
}
