/// Keyboard modifiers held during a mouse or key event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates modifiers from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Alt (Meta).
    public static let alt = Modifiers(rawValue: 1 << 1)
    /// Control.
    public static let ctrl = Modifiers(rawValue: 1 << 2)
}
