/// How the magnifier draws enlarged text: which block characters, hence how many pixels a cell.
public enum MagnifierTier: String, CaseIterable, Sendable {
    /// Sextants (U+1FB00..U+1FB3B plus half and full blocks): 2x3 pixels a cell.
    case sextant
    /// Quadrants (U+2596..U+259F plus half and full blocks): 2x2 pixels a cell.
    case quadrant
    /// Upper and lower half blocks: 1x2 pixels a cell.
    case halfblock
    /// No enlargement: cells copied one to one, spread apart by a caret bar column.
    case spread

    /// The block characters this tier draws with, or nil for `spread`.
    public var blitter: Blitter? {
        switch self {
        case .sextant: return .sextant
        case .quadrant: return .quadrant
        case .halfblock: return .halfblock
        case .spread: return nil
        }
    }

    /// The zooms a tier supports; requests outside are clamped into this range.
    public static let zoomRange = 2...4
}
