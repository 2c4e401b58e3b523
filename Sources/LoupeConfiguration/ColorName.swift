import LoupeCore

/// A colour as the configuration file writes it: `"#rrggbb"`, a palette index from 0 to 255,
/// one of the eight ANSI names (`"blue"`, and `"bright-blue"` for the bright ones) or `"default"`
/// (the terminal's own colour).
enum ColorName {
    /// The ANSI names, by palette index.
    static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// What a colour must be, for messages.
    static let expected = "a colour: \"#rrggbb\", a palette index from 0 to 255, a name such as \"blue\" or \"bright-blue\", or \"default\""

    /// The colour a configuration value names, or nil.
    static func color(_ value: ConfigValue) -> Color? {
        switch value {
        case let .integer(n): return (0...255).contains(n) ? .indexed(UInt8(n)) : nil
        case let .string(text): return color(text)
        case .bool: return nil
        }
    }

    /// The colour a text names, or nil.
    static func color(_ text: String) -> Color? {
        let name = text.lowercased()
        if name == "default" { return .default }
        if let i = names.firstIndex(of: name) { return .indexed(UInt8(i)) }
        if name.hasPrefix("bright-"), let i = names.firstIndex(of: String(name.dropFirst(7))) { return .indexed(UInt8(i + 8)) }
        return Color(hex: name)
    }
}
