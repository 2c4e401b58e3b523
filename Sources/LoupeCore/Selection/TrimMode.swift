/// Whether copying removes spaces at the end of each line (kitty's `strip_trailing_spaces`).
public enum TrimMode: String, Hashable, Sendable, CaseIterable {
    /// Keep every space.
    case never
    /// Trim stream selections, keep block selections as drawn.
    case smart
    /// Always trim.
    case always

    /// Whether a selection of this shape is trimmed.
    public func trims(block: Bool) -> Bool {
        switch self {
        case .never: return false
        case .smart: return !block
        case .always: return true
        }
    }
}
