import Diagnostics
import Guide

/// Snippets that use a color or font token the guide never defines.
///
/// A warning: the code does not compile as written and a reader cannot tell which color or
/// type style was meant, but the rest of the guide is sound, so the build still publishes it
/// (`--strict` makes it fatal). The reader marks `Color.x`, `Font.x` and `.x` in color or font
/// position that are neither tokens nor SwiftUI's own members; names the guide's code declares
/// in some other way (a helper function such as `Color.ueText(scheme)`, a static function of
/// another type) are defined, so they are left out.
struct UndefinedTokenRule: CheckRule {
    let id = "check.undefined-token"
    let summary = "Snippets that reference color or font tokens the guide never defines."

    func check(_ checked: CheckedGuide) -> [Diagnostic] {
        let guide = checked.guide
        // Most guides reference no undefined name: then the declared names are not needed.
        guard guide.snippets.contains(where: { !$0.undefinedReferences.isEmpty }) else { return [] }
        let declared = guide.declaredNames
        return guide.snippets.flatMap { snippet in
            snippet.undefinedReferences.filter { !declared.contains($0.name) }.map { reference in
                Diagnostic(.warning, "'\(reference.name)' is used as a \(reference.kind.rawValue) token but the guide never defines it", at: reference.location, code: id)
            }
        }
    }
}
