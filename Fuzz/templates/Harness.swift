// libFuzzer target for the template compiler and renderer: the input, compiled as a template
// and as a partial of itself, rendered against a context that makes names truthy, falsy, lists
// and objects, so sections, inverted sections, partials and inheritance all run.
// Built by Fuzz/run, never by SwiftPM.
import Templates

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let template = try? Template(text, name: "page", file: "templates/page.mustache") {
        _ = try? template.render(TemplateFuzz.context())
    }
    // The same text as the page, a partial and a layout: recursion through partials is bounded.
    if let library = try? TemplateLibrary(sources: ["page": text, "p": text, "layouts/base": text], missingPartials: .empty) {
        _ = try? library.render(TemplateFuzz.context(), withTemplate: "page")
    }
    return 0
}

/// The context is made per input, not held in a static: LeakSanitizer reports a static's
/// boxed enum payloads as leaks when the process exits.
enum TemplateFuzz {
    static func context() -> TemplateValue {
        let item: TemplateValue = ["name": "a<b>", "hex": "#FF0000", "a": true, "b": false, "list": [1, 2]]
        return [
            "a": true, "b": false, "c": nil, "d": 0, "e": "", "f": 1.5, "g": "x&y",
            "name": "Brand", "list": [item, item, "s", 3], "object": item, "empty": [],
            "title": "t", "colors": [item], "kind": "p", "page": item,
        ]
    }
}
