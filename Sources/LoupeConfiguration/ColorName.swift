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
        let hex = Array(name.utf8)
        guard hex.count == 7, hex[0] == UInt8(ascii: "#") else { return nil }
        var channels: [UInt8] = []
        for i in stride(from: 1, to: 7, by: 2) {
            guard let high = digit(hex[i]), let low = digit(hex[i + 1]) else { return nil }
            channels.append(high << 4 | low)
        }
        return .rgb(channels[0], channels[1], channels[2])
    }

    static func digit(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
