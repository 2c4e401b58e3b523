/// One configuration value, typed as its key expects.
public enum ConfigValue: Hashable, Sendable, CustomStringConvertible {
    /// true or false.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// Text (a choice's name is text too).
    case string(String)

    /// The value as TOML writes it: `true`, `3`, `"sextant"`.
    public var description: String {
        switch self {
        case let .bool(b): return b ? "true" : "false"
        case let .integer(n): return String(n)
        case let .string(s): return TOMLString.quoted(s)
        }
    }

    /// The boolean, or nil for another kind.
    public var bool: Bool? { if case let .bool(b) = self { return b } else { return nil } }
    /// The integer, or nil for another kind.
    public var integer: Int? { if case let .integer(n) = self { return n } else { return nil } }
    /// The text, or nil for another kind.
    public var string: String? { if case let .string(s) = self { return s } else { return nil } }
}
