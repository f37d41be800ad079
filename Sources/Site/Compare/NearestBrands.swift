import Foundation
import Guide
import Support

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

    /// How many candidates the cheap OKLab pass hands to the exact CIEDE2000 ranking.
    static let candidates = 12

    init(_ brands: [BrandDigest], count: Int = 3) {
        // Every pair is compared, so each comparison must be cheap: Euclidean OKLab distance
        // picks a dozen candidates per brand, and only those get the (costlier) ΔE00 mean that
        // the pages show. With fewer brands than candidates the ranking is exact.
        let colors: [[RGBAColor?]] = brands.map { brand in
            brand.palette.map { $0.map { RGBAColor(red: $0[0], green: $0[1], blue: $0[2]) } }
        }
        let oklab: [[SIMD3<Double>?]] = colors.map { $0.map { $0.map(Self.oklab) } }
        let lab: [[ColorDifference.Lab?]] = colors.map { $0.map { $0.map(ColorDifference.lab) } }
        let results = Array(brands.indices).concurrentMap { index -> [Neighbour] in
            // The closest candidates so far, kept sorted: a full sort of every other brand
            // per brand made this pass O(n² log n).
            var rough: [(Int, Double)] = []
            func closer(_ a: (Int, Double), _ b: (Int, Double)) -> Bool { (a.1, brands[a.0].slug) < (b.1, brands[b.0].slug) }
            for other in brands.indices where other != index {
                var total = 0.0
                var shared = 0
                for role in Self.roles.indices {
                    guard let a = oklab[index][role], let b = oklab[other][role] else { continue }
                    let difference = a - b
                    total += (difference * difference).sum().squareRoot()
                    shared += 1
                }
                guard shared >= Self.minimumSharedRoles else { continue }
                let candidate = (other, total / Double(shared))
                if rough.count == Self.candidates {
                    guard closer(candidate, rough[rough.count - 1]) else { continue }
                    rough.removeLast()
                }
                rough.insert(candidate, at: rough.firstIndex { closer(candidate, $0) } ?? rough.count)
            }
            var candidates: [Neighbour] = []
            for (other, _) in rough {
                var total = 0.0
                var shared = 0
                for role in Self.roles.indices {
                    guard let a = lab[index][role], let b = lab[other][role] else { continue }
                    total += ColorDifference.ciede2000(a, b)
                    shared += 1
                }
                candidates.append(Neighbour(slug: brands[other].slug, distance: total / Double(shared), sharedRoles: shared))
            }
            candidates.sort { ($0.distance, $0.slug) < ($1.distance, $1.slug) }
            return Array(candidates.prefix(count))
        }
        neighbours = Dictionary(uniqueKeysWithValues: zip(brands.map(\.slug), results))
    }

    /// OKLab (Björn Ottosson, 2020) of an sRGB color.
    static func oklab(_ color: RGBAColor) -> SIMD3<Double> {
        // Unclamped, unlike `SRGB.linear`: the candidate pass has always ranked out-of-gamut
        // components as they are, and its ranking decides which brands the pages show.
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return SIMD3(
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// How the number is made, for the pages that show it.
    static let explanation = "Mean CIEDE2000 color difference (ΔE₀₀) over the color roles both brands fill — canvas, surfaces, text, brand, accent, states; lower is closer, under 5 reads as the same palette."
}
