/// Every SwiftUI modifier sitegen recognises, typed: the evaluator parses a modifier's name
/// once, into this catalog, and the view tree, the text walk and the previews switch over it, so
/// a modifier added here is handled everywhere or the compiler names the place that forgot it.
/// A name that is not here takes the typed unknown path: a guide's own `View` extension, else
/// an `unsupported` modifier naming the construct.
public enum ModifierKind: String, CaseIterable, Sendable {
    // Read by the evaluator into normalized properties (README "View trees").
    case padding, frame, background, overlay, mask, clipShape, foregroundStyle, foregroundColor, tint,
        backgroundStyle, font, fontWeight, bold, fill, stroke, strokeBorder, shadow, border, buttonStyle, modifier,
        rotationEffect, rotation3DEffect, offset, inset, tabItem, safeAreaInset, toolbar, navigationTitle
    // Recorded with their arguments as written.
    case opacity, cornerRadius, scaleEffect, blur, lineLimit, multilineTextAlignment, tracking, kerning, textCase,
        ignoresSafeArea, edgesIgnoringSafeArea, aspectRatio, resizable, lineSpacing, underline, strikethrough,
        italic, brightness, saturation, grayscale, hueRotation, contrast, colorMultiply, trim, fontDesign, fontWidth,
        containerRelativeFrame, baselineOffset, colorInvert, luminanceToAlpha, blendMode, lineHeight, imageScale,
        drawingGroup, compositingGroup, fixedSize, layoutPriority, zIndex, symbolRenderingMode, textFieldStyle,
        truncationMode, minimumScaleFactor, allowsTightening, scaledToFit, scaledToFill, interpolation,
        renderingMode, antialiased, monospacedDigit, monospaced, buttonBorderShape, labelStyle, toggleStyle,
        progressViewStyle, redacted, unredacted, badge, controlSize, clipped, contentMargins, scrollIndicators,
        scrollClipDisabled, tabViewStyle, indexViewStyle, symbolVariant, textScale
    // Ignored by design: they draw nothing a still picture shows (interaction, animation,
    // accessibility, presentation, lifecycle, input configuration).
    case animation, transition, sensoryFeedback, onTapGesture, onLongPressGesture, gesture, simultaneousGesture,
        highPriorityGesture, contentShape, onAppear, onDisappear, task, onChange, onReceive, onSubmit, onHover, id,
        tag, allowsHitTesting, disabled, keyboardType, textContentType, textInputAutocapitalization,
        autocapitalization, autocorrectionDisabled, disableAutocorrection, submitLabel, focused, sheet,
        fullScreenCover, alert, confirmationDialog, popover, navigationBarTitleDisplayMode,
        navigationBarHidden, navigationBarBackButtonHidden, toolbarBackground, toolbarColorScheme,
        refreshable, swipeActions, contextMenu, matchedGeometryEffect, help, keyboardShortcut, hoverEffect,
        environment, environmentObject, preference, onPreferenceChange, scrollContentBackground,
        scrollDisabled, listRowInsets, listRowSeparator, listStyle, listRowBackground, listSectionSeparator,
        dynamicTypeSize, privacySensitive, symbolEffect, contentTransition, onOpenURL, searchable,
        interactiveDismissDisabled, presentationDetents, presentationDragIndicator, presentationCornerRadius,
        presentationBackground, scrollTargetBehavior, scrollTargetLayout, scrollPosition, defaultScrollAnchor,
        onKeyPress, focusable, draggable, dropDestination, buttonRepeatBehavior, phaseAnimator, keyframeAnimator,
        onScrollGeometryChange, safeAreaPadding, coordinateSpace, navigationDestination,
        accentColor, preferredColorScheme, statusBarHidden, persistentSystemOverlays, onGeometryChange,
        geometryGroup, animationDisabled, transaction, equatable, labelsHidden, menuStyle, pickerStyle,
        datePickerStyle, textSelection, navigationBarItems
    /// The tree's own: a modifier the front end could not read, with the construct as written.
    case unsupported

    /// The modifier a guide's call names (`"padding"` → `.padding`), nil for a name that is not
    /// SwiftUI's (the tree's own `unsupported` is never a call).
    public init?(calling name: String) {
        guard let kind = ModifierKind(rawValue: name), kind != .unsupported else { return nil }
        self = kind
    }

    /// Whether a name the catalog does not list is still one sitegen ignores by design: an
    /// `accessibility…` modifier or an `on…` handler (`onDrag`, `onContinuousHover`).
    public static func isIgnoredFamily(_ name: String) -> Bool {
        name.hasPrefix("accessibility") || (name.hasPrefix("on") && name.count > 2 && name.dropFirst(2).first?.isUppercase == true)
    }

    /// What sitegen knows of the modifier, in one place: every case is listed once, so a new
    /// one does not compile until its facts are given.
    public var facts: ModifierFacts {
        switch self {
        case .padding, .frame, .offset, .inset, .rotationEffect: .read()
        case .background: .read(.content, beneath: .layers)
        case .overlay, .mask, .tabItem: .read(.content)
        // Drawn beside the view they modify: an inset at its edge, a bar above (and below) it.
        case .safeAreaInset, .toolbar: .read(.content)
        // The bar's title, drawn with a toolbar.
        case .navigationTitle: .read()
        case .clipShape: .read(.shape)
        case .foregroundStyle, .foregroundColor: .read(.color, environment: .foreground)
        case .tint: .read(.color, environment: .tint)
        case .backgroundStyle, .fill, .stroke, .strokeBorder, .border, .shadow: .read(.color)
        case .font: .read(.font, environment: .font)
        case .fontWeight, .bold: .read(environment: .fontWeight)
        case .buttonStyle: .read(.style, environment: .buttonStyle)
        case .modifier: .read(.style)
        case .opacity: .recorded(beneath: .opacity)
        case .lineLimit, .multilineTextAlignment, .textCase: .recorded(environment: .textLayout)
        case .imageScale: .recorded(environment: .imageScale)
        case .fontDesign, .monospaced: .recorded(environment: .fontDesign)
        // What the scroll views inside lay out with: margins around their content, indicators, clipping.
        case .contentMargins: .read(environment: .scroll)
        case .scrollIndicators, .scrollClipDisabled: .recorded(environment: .scroll)
        // Only `.environment(\.colorScheme, …)` is kept in a tree; any other key is dropped.
        case .preferredColorScheme, .environment: .recorded(environment: .colorScheme)
        case .brightness, .saturation, .grayscale, .hueRotation, .contrast, .colorInvert:
            ModifierFacts(treatment: .recorded, recolors: true)
        case .colorMultiply:
            ModifierFacts(treatment: .recorded, argument: .color, recolors: true, gap: "CSS has no filter that multiplies by a color")
        case .luminanceToAlpha:
            ModifierFacts(treatment: .recorded, recolors: true, gap: "CSS has no filter that turns luminance into opacity")
        case .blendMode:
            ModifierFacts(treatment: .recorded, recolors: true, gap: "blending needs the layers beneath composited, which the drawing does not do")
        case .rotation3DEffect: ModifierFacts(treatment: .read)
        case .containerRelativeFrame: .recorded(gap: "a share of a container's size the drawing does not know")
        case .redacted: .recorded(gap: "the redacted placeholder look is not drawn")
        case .badge: .recorded(gap: "a badge is placed by its list row or tab bar, which the drawing does not lay out")
        case .tabViewStyle: .recorded(gap: "a paged tab view's pages are not laid out (its first page and its bar are drawn)")
        case .indexViewStyle: .recorded(gap: "a paged tab view's page dots are not drawn")
        case .cornerRadius, .scaleEffect, .blur, .tracking, .kerning, .ignoresSafeArea, .edgesIgnoringSafeArea,
             .aspectRatio, .resizable, .lineSpacing, .underline, .strikethrough, .italic, .trim,
             .fontWidth, .baselineOffset, .lineHeight, .drawingGroup,
             .compositingGroup, .fixedSize, .layoutPriority, .zIndex, .symbolRenderingMode, .textFieldStyle,
             .truncationMode, .minimumScaleFactor, .allowsTightening, .scaledToFit, .scaledToFill, .interpolation,
             .renderingMode, .antialiased, .monospacedDigit, .buttonBorderShape, .labelStyle,
             .toggleStyle, .progressViewStyle, .unredacted, .controlSize, .clipped,
             .symbolVariant, .textScale: .recorded()
        case .animation, .transition, .sensoryFeedback, .onTapGesture, .onLongPressGesture, .gesture,
             .simultaneousGesture, .highPriorityGesture, .contentShape, .onAppear, .onDisappear, .task, .onChange,
             .onReceive, .onSubmit, .onHover, .id, .tag, .allowsHitTesting, .disabled, .keyboardType,
             .textContentType, .textInputAutocapitalization, .autocapitalization, .autocorrectionDisabled,
             .disableAutocorrection, .submitLabel, .focused, .sheet, .fullScreenCover, .alert, .confirmationDialog,
             .popover, .navigationBarTitleDisplayMode, .navigationBarHidden,
             .navigationBarBackButtonHidden, .toolbarBackground, .toolbarColorScheme, .refreshable,
             .swipeActions, .contextMenu, .matchedGeometryEffect, .help, .keyboardShortcut, .hoverEffect,
             .environmentObject, .preference, .onPreferenceChange, .scrollContentBackground,
             .scrollDisabled, .listRowInsets, .listRowSeparator, .listStyle, .listRowBackground,
             .listSectionSeparator, .dynamicTypeSize, .privacySensitive, .symbolEffect, .contentTransition,
             .onOpenURL, .searchable, .interactiveDismissDisabled, .presentationDetents, .presentationDragIndicator,
             .presentationCornerRadius, .presentationBackground, .scrollTargetBehavior, .scrollTargetLayout,
             .scrollPosition, .defaultScrollAnchor, .onKeyPress, .focusable, .draggable, .dropDestination,
             .buttonRepeatBehavior, .phaseAnimator, .keyframeAnimator, .onScrollGeometryChange,
             .safeAreaPadding, .coordinateSpace, .navigationDestination, .accentColor,
             .statusBarHidden, .persistentSystemOverlays, .onGeometryChange, .geometryGroup, .animationDisabled,
             .transaction, .equatable, .labelsHidden, .menuStyle, .pickerStyle, .datePickerStyle, .textSelection,
             .navigationBarItems: .ignored
        case .unsupported: .recorded(environment: .unknown, beneath: .unknown, gap: "what the front end could not read, named as written")
        }
    }

    /// Whether it draws nothing a still picture shows; such a modifier is never in a tree.
    public var isIgnored: Bool { facts.treatment == .ignored }
    /// Whether it takes a trailing closure or a view it draws with (`background`, `overlay`,
    /// `mask`, `tabItem`).
    public var takesContent: Bool { facts.argument == .content }
    /// Whether it takes a color or shape style to paint with.
    public var takesColor: Bool { facts.argument == .color }
    /// Whether it takes a font.
    public var takesFont: Bool { facts.argument == .font }
    /// Whether it changes the colors of everything it draws (`blendMode`, `grayscale`…): what a
    /// text shows is then not the colors the tree gives.
    public var recolors: Bool { facts.recolors }
    /// What it sets for the views inside it, nil for nothing the environment carries.
    public var sets: ModifierFacts.Environment? { facts.environment }
    /// What it changes beneath the text inside it, nil for nothing.
    public var beneath: ModifierFacts.Beneath? { facts.beneath }
    /// Why the previews do not draw it, for a modifier sitegen recognises but does not draw
    /// (the view is drawn as it is, tagged with the modifier's name).
    public var gap: String? { facts.gap }
}
