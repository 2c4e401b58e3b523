import LoupeCore

/// The colours a person chose for one kind of terminal background (a dark one or a light one);
/// each left nil keeps Loupe's own. They are reduced to the colours the terminal can show when
/// drawn; a terminal without colours keeps its attributes (reverse, underline).
public struct ColorChoices: Hashable, Sendable {
    /// The selected text's colour (nil with no background either: reverse video, as tmux).
    public var selectionForeground: Color?
    /// The selection's background (nil with no foreground either: reverse video).
    public var selectionBackground: Color?
    /// Text of every match found (black by default).
    public var findForeground: Color?
    /// Background of every match found (yellow by default).
    public var findBackground: Color?
    /// Text of the current match (black by default).
    public var currentForeground: Color?
    /// Background of the current match (orange by default).
    public var currentBackground: Color?
    /// The loupe's frame, and the menus' and the link preview's frames.
    public var lensBorder: Color?
    /// The lens's background where the text has the default one.
    public var lensBackground: Color?
    /// The caret bar in the lens.
    public var caret: Color?
    /// The menus' chosen item (the caret's colour by default).
    public var menuHighlight: Color?

    /// Nothing chosen.
    public init() {}

    /// Whether nothing is chosen.
    public var isEmpty: Bool { self == ColorChoices() }

    /// `theme` with the lens colours chosen here.
    public func applied(to theme: LoupeTheme) -> LoupeTheme {
        var theme = theme
        if let lensBorder { theme.border = lensBorder }
        if let lensBackground { theme.lensBackground = lensBackground }
        if let caret { theme.caret = caret }
        if let menuHighlight { theme.menuHighlight = menuHighlight }
        return theme
    }

    /// The selection's style: the chosen colours, or `standard` when none is chosen (and always
    /// in monochrome, where colours do not show).
    public func selectionStyle(_ mode: ColorMode, standard: HighlightStyle = .reverse) -> HighlightStyle {
        Self.style(selectionForeground, selectionBackground, mode, standard: standard)
    }

    /// The style of every match found, or `standard` when no colour is chosen.
    public func findStyle(_ mode: ColorMode, standard: HighlightStyle) -> HighlightStyle {
        Self.style(findForeground, findBackground, mode, standard: standard)
    }

    /// The current match's style, or `standard` when no colour is chosen.
    public func currentStyle(_ mode: ColorMode, standard: HighlightStyle) -> HighlightStyle {
        Self.style(currentForeground, currentBackground, mode, standard: standard)
    }

    /// A highlight from a chosen pair: a foreground alone keeps the standard background.
    static func style(_ foreground: Color?, _ background: Color?, _ mode: ColorMode, standard: HighlightStyle) -> HighlightStyle {
        guard mode != .monochrome, foreground != nil || background != nil else { return standard }
        let fallback: Color
        switch standard {
        case let .colors(_, b): fallback = b
        default: fallback = .default
        }
        let reduced = mode.reduce(Style(foreground: foreground ?? .default, background: background ?? fallback))
        return .colors(foreground: foreground == nil ? standard.foreground : reduced.foreground, background: reduced.background)
    }
}

extension HighlightStyle {
    /// The foreground a colour highlight sets (nil: the text keeps its own).
    var foreground: Color? {
        if case let .colors(f, _) = self { return f }
        return nil
    }
}
