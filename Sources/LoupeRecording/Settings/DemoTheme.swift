import LoupeCore

/// A terminal colour theme for the asciicast header (how a player paints the default colours and the 16 ANSI colours).
public struct DemoTheme: Hashable, Sendable {
    /// The themes' names, as scripts write them with `Set Theme`.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        /// Light text on a dark terminal, and a dark lens.
        case dark
        /// Dark text on a light terminal, and a light lens.
        case light

        /// The loupe's theme that goes with it.
        public var loupeTheme: LoupeTheme.Preset { self == .dark ? .dark : .light }

        /// The terminal background it paints.
        public var backgroundShade: BackgroundShade { self == .dark ? .dark : .light }
    }

    /// The name scripts use with `Set Theme`.
    public var name: Name
    /// Default foreground, `#rrggbb`.
    public var foreground: String
    /// Default background, `#rrggbb`.
    public var background: String
    /// The 16 ANSI colours, `#rrggbb` each.
    public var palette: [String]

    /// The themes a script may name; the first is the default.
    public static let named: [DemoTheme] = [
        DemoTheme(name: .dark, foreground: "#d0d0d0", background: "#1c1c1c", palette: [
            "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
            "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
        ]),
        DemoTheme(name: .light, foreground: "#1c1c1c", background: "#fafafa", palette: [
            "#000000", "#c91b00", "#00a200", "#a5a000", "#0225c7", "#c930c7", "#00a5a5", "#c7c7c7",
            "#686868", "#ff6e67", "#5ff967", "#c7c400", "#6871ff", "#ff77ff", "#00b5b5", "#ffffff",
        ]),
    ]

    /// The theme with a name.
    public static func theme(named name: Name) -> DemoTheme {
        named.first { $0.name == name } ?? named[0]
    }
}
