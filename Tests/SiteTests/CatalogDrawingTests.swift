import Guide
import Testing
@testable import Site

/// Every kind of the SwiftUI catalog is drawn, or is a named gap that really is one: a case
/// added to `ViewKind` does not compile here until it has a sample, and a case added to either
/// catalog then fails until the previews draw it or the catalog names it as a gap with a reason.
@Suite struct CatalogDrawingTests {
    /// Code that makes each view of the catalog.
    static func sample(_ kind: ViewKind) -> String {
        switch kind {
        case .hStack, .vStack, .zStack, .lazyHStack, .lazyVStack, .hStackLayout, .vStackLayout, .zStackLayout, .group,
             .navigationStack, .navigationView, .list, .form, .section, .gridRow, .viewThatFits, .scrollViewReader, .grid:
            "\(kind.rawValue) { Text(\"Row\") }"
        case .scrollView: "ScrollView(.horizontal) { Text(\"Row\") }"
        case .lazyVGrid: "LazyVGrid(columns: []) { Text(\"Row\") }"
        case .lazyHGrid: "LazyHGrid(rows: []) { Text(\"Row\") }"
        case .geometryReader: "GeometryReader { geo in Text(\"Row\") }"
        case .forEach: "ForEach(0..<2) { _ in Text(\"Row\") }"
        case .emptyView: "VStack { Text(\"Row\"); EmptyView() }"
        case .anyView: "AnyView(Text(\"Row\"))"
        case .toolbarItem: "ToolbarItem(placement: .principal) { Text(\"Row\") }"
        case .toolbarItemGroup: "ToolbarItemGroup(placement: .bottomBar) { Text(\"Row\") }"
        case .text: "Text(\"Row\")"
        case .label: "Label(\"Home\", systemImage: \"house\")"
        case .image: "Image(systemName: \"house\")"
        case .asyncImage: "AsyncImage(url: nil)"
        case .spacer: "HStack { Text(\"A\"); Spacer() }"
        case .divider: "VStack { Text(\"A\"); Divider() }"
        case .rectangle, .circle, .ellipse, .capsule, .containerRelativeShape: "\(kind.rawValue)().fill(Color.acmeRed)"
        case .roundedRectangle: "RoundedRectangle(cornerRadius: 8).fill(Color.acmeRed)"
        case .unevenRoundedRectangle: "UnevenRoundedRectangle(topLeadingRadius: 8).fill(Color.acmeRed)"
        case .path: "Path { p in p.move(to: .zero) }"
        case .color: "Color.acmeRed"
        case .uiColor: "Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1))"
        case .linearGradient: "LinearGradient(colors: [.acmeRed, .acmeInk], startPoint: .top, endPoint: .bottom)"
        case .radialGradient: "RadialGradient(colors: [.acmeRed, .acmeInk], center: .center, startRadius: 0, endRadius: 40)"
        case .angularGradient: "AngularGradient(colors: [.acmeRed, .acmeInk], center: .center)"
        case .ellipticalGradient: "EllipticalGradient(colors: [.acmeRed, .acmeInk])"
        case .button: "Button(\"Save\") {}"
        case .link: "Link(\"Help\", destination: url)"
        case .shareLink: "ShareLink(\"Share\", item: url)"
        case .navigationLink, .menu, .slider, .stepper, .picker, .datePicker, .tabView:
            ControlKind(kind).map(ControlLookTests.sample) ?? ""
        case .toggle: "Toggle(\"Wi-Fi\", isOn: .constant(true))"
        case .textField: "TextField(\"Name\", text: $name)"
        case .secureField: "SecureField(\"Password\", text: $password)"
        case .textEditor: "TextEditor(text: $notes)"
        case .progressView: "ProgressView(value: 0.4)"
        case .gauge: "Gauge(value: 0.4) { Text(\"Fuel\") }"
        case .shape:
            "struct Wave: Shape { func path(in rect: CGRect) -> Path { Path() } }\nstruct Sample: View { var body: some View { Wave() } }"
        case .material: "Text(\"Row\").background(.ultraThinMaterial)"
        case .custom: "struct Row: View { var body: some View { Text(\"Row\") } }\nstruct Sample: View { var body: some View { Row() } }"
        case .placeholder:
            "struct Card<Content: View>: View {\n    @ViewBuilder var content: Content\n    var body: some View { VStack { content } }\n}"
        case .unsupported: "TimelineView(.animation) { _ in Text(\"Row\") }"
        }
    }

    @Test(arguments: ViewKind.allCases)
    func everyViewIsDrawnOrANamedGap(_ kind: ViewKind) throws {
        try Self.expectDrawnOrGap(Self.sample(kind), named: kind.rawValue, isGap: kind.gap ?? kind.node?.gap != nil)
    }

    /// A named gap shows as one; any other kind is drawn, all of it.
    static func expectDrawnOrGap(_ code: String, named name: String, isGap: Bool) throws {
        let preview = try PreviewTests.preview(code)
        let html = try #require(preview.states.first?.html)
        if isGap {
            #expect(html.contains("pv-gap"), "\(name) is a named gap but is drawn: take it off the list")
            return
        }
        #expect(!html.isEmpty)
        #expect(preview.coverage == .full, "\(name) is neither drawn nor a named gap: \(preview.gaps)")
        #expect(!html.contains("pv-gap"))
    }

    /// Arguments a modifier needs to be drawn (the rest are drawn with none, on a text).
    static let samples: [ModifierKind: String] = [
        .frame: "Text(\"A\").frame(width: 40)", .background: "Text(\"A\").background(Color.acmeRed)",
        .overlay: "Text(\"A\").overlay(Text(\"B\"))", .mask: "Text(\"A\").mask(Capsule())",
        .clipShape: "Text(\"A\").clipShape(Capsule())", .foregroundStyle: "Text(\"A\").foregroundStyle(Color.acmeRed)",
        .foregroundColor: "Text(\"A\").foregroundColor(.acmeRed)", .tint: "Toggle(\"A\", isOn: .constant(true)).tint(.acmeRed)",
        .backgroundStyle: "Text(\"A\").backgroundStyle(Color.acmeRed)", .font: "Text(\"A\").font(.title)",
        .fontWeight: "Text(\"A\").fontWeight(.bold)", .fill: "Circle().fill(Color.acmeRed)",
        .stroke: "Circle().stroke(Color.acmeRed, lineWidth: 2)", .strokeBorder: "Circle().strokeBorder(Color.acmeRed, lineWidth: 2)",
        .shadow: "Text(\"A\").shadow(radius: 4)", .border: "Text(\"A\").border(Color.acmeRed)",
        .buttonStyle: "Button(\"A\") {}.buttonStyle(.bordered)", .inset: "Circle().inset(by: 2)",
        .modifier: "struct Glow: ViewModifier { func body(content: Content) -> some View { content.padding() } }\nstruct Sample: View { var body: some View { Text(\"A\").modifier(Glow()) } }",
        .rotationEffect: "Text(\"A\").rotationEffect(.degrees(10))", .rotation3DEffect: "Text(\"A\").rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0))",
        .offset: "Text(\"A\").offset(x: 4, y: 2)", .tabItem: ControlLookTests.sample(.tabView),
        .safeAreaInset: "Text(\"A\").safeAreaInset(edge: .bottom) { Text(\"B\") }",
        .toolbar: "Text(\"A\").toolbar { ToolbarItem(placement: .topBarLeading) { Button(\"B\") {} } }",
        .navigationTitle: "Text(\"A\").toolbar { Button(\"B\") {} }.navigationTitle(\"C\")",
        .opacity: "Text(\"A\").opacity(0.5)", .cornerRadius: "Text(\"A\").cornerRadius(8)", .scaleEffect: "Text(\"A\").scaleEffect(1.2)",
        .blur: "Text(\"A\").blur(radius: 2)", .lineLimit: "Text(\"A\").lineLimit(1)",
        .multilineTextAlignment: "Text(\"A\").multilineTextAlignment(.center)", .textCase: "Text(\"A\").textCase(.uppercase)",
        .tracking: "Text(\"A\").tracking(1)", .kerning: "Text(\"A\").kerning(1)", .aspectRatio: "Color.acmeRed.aspectRatio(1, contentMode: .fit)",
        .brightness: "Text(\"A\").brightness(0.1)", .saturation: "Text(\"A\").saturation(0.5)", .grayscale: "Text(\"A\").grayscale(1)",
        .hueRotation: "Text(\"A\").hueRotation(.degrees(30))", .contrast: "Text(\"A\").contrast(1.2)",
        .colorMultiply: "Text(\"A\").colorMultiply(.acmeRed)", .trim: "Circle().trim(from: 0, to: 0.5).stroke(Color.acmeRed)",
        .baselineOffset: "Text(\"A\").baselineOffset(2)", .badge: "Text(\"A\").badge(3)",
        .containerRelativeFrame: "Text(\"A\").containerRelativeFrame(.horizontal)", .blendMode: "Text(\"A\").blendMode(.multiply)",
        .redacted: "Text(\"A\").redacted(reason: .placeholder)", .tabViewStyle: "TabView { Text(\"A\") }.tabViewStyle(.page)",
        .indexViewStyle: "TabView { Text(\"A\") }.indexViewStyle(.page)", .unsupported: "Text(\"A\").sparkle()",
    ]

    @Test(arguments: ModifierKind.allCases)
    func everyModifierIsDrawnOrANamedGap(_ kind: ModifierKind) throws {
        try Self.expectDrawnOrGap(Self.samples[kind] ?? "Text(\"A\").\(kind.rawValue)()", named: "." + kind.rawValue, isGap: kind.gap != nil)
    }
}
