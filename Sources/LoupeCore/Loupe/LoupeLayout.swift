/// Sizes and places the lens: a pure function of the input and the configuration.
///
/// The lens is centred on the focus with one row of gap above the focus line,
/// kept inside the screen with a one-column margin, and put below the focus
/// line when there is no room above. On a narrow screen it shrinks; below
/// `minimumInteriorSize` it does not show. The default lens is the focus line
/// alone (`scale` rows inside the frame), so at zoom 3 it needs six rows above
/// the focus line (five for the lens, one for the gap).
public enum LoupeLayout {
    /// Columns kept free between the lens and the screen's left and right edges.
    public static let margin = 1
    /// Rows between the focus line and the lens.
    public static let gap = 1
    /// Width of the frame on each side.
    public static let border = 1

    /// Source columns a default lens shows at a scale: 16 at 1x, 14 at 2x, 12 at 3x, 10 at 4x.
    public static func sourceColumns(scale: Int) -> Int {
        switch scale {
        case ...1: return 16
        case 2: return 14
        case 3: return 12
        default: return 10
        }
    }

    /// The default lens interior: `sourceColumns` at the scale across, and exactly the
    /// focus row's `scale` rows down: the focus line enlarged, as the iOS loupe shows one
    /// line, with no slices of the lines above and below (at 2x and 3x those were a few
    /// stray pixel rows of their glyphs, read as dots).
    public static func defaultInteriorSize(scale: Int) -> GridSize {
        let k = max(1, min(4, scale))
        return GridSize(columns: sourceColumns(scale: k) * k, rows: k)
    }

    /// The default lens interior for a configuration.
    public static func defaultInteriorSize(for config: LoupeConfig) -> GridSize {
        defaultInteriorSize(scale: config.scale)
    }

    /// The smallest interior worth showing: three source columns and the focus row whole.
    public static func minimumInteriorSize(scale: Int) -> GridSize {
        let k = max(1, min(4, scale))
        return GridSize(columns: max(6, 3 * k), rows: k)
    }

    /// The lens's resting place for an input, or nil when the screen is too small for it.
    public static func place(_ input: LoupeInput, config: LoupeConfig) -> LoupePlacement? {
        let screen = input.screenSize
        guard screen.columns > 0, screen.rows > 0 else { return nil }
        let k = config.scale
        let wanted = config.lensSize ?? defaultInteriorSize(scale: k)
        let minimum = minimumInteriorSize(scale: k)
        let focusRow = min(max(0, input.focusRow), screen.rows - 1)
        let focus = finite(input.focusColumn, clampedTo: 0...Double(screen.columns))

        let interiorColumns = min(wanted.columns, screen.columns - 2 * margin - 2 * border)
        guard interiorColumns >= minimum.columns else { return nil }

        // Rows free above (keeping the gap) and below the focus line.
        let roomAbove = focusRow - gap
        let roomBelow = screen.rows - focusRow - 1 - gap
        let wantedOuter = wanted.rows + 2 * border
        let below: Bool
        let outerRows: Int
        if roomAbove >= wantedOuter {
            (below, outerRows) = (false, wantedOuter)
        } else if roomBelow >= wantedOuter {
            (below, outerRows) = (true, wantedOuter)
        } else {
            below = roomBelow > roomAbove
            outerRows = max(roomAbove, roomBelow)
        }
        guard outerRows - 2 * border >= minimum.rows else { return nil }

        let outerColumns = interiorColumns + 2 * border
        let ideal = Int((focus - Double(outerColumns) / 2).rounded())
        let left = min(max(margin, ideal), screen.columns - margin - outerColumns)
        let top = below ? focusRow + 1 + gap : focusRow - gap - outerRows
        let frame = GridRect(column: left, row: top, columns: outerColumns, rows: outerRows)

        let caret = input.caretColumn.map { finite($0, clampedTo: 0...Double(screen.columns)) }
        let center = contentCenter(focus: focus, caret: caret, interiorColumns: interiorColumns, scale: k)
        return LoupePlacement(frame: frame, interior: GridSize(columns: interiorColumns, rows: outerRows - 2 * border),
                              isBelow: below, focusRow: focusRow, contentCenter: center, caretColumn: caret,
                              riseDistance: below ? -(gap + 1) : gap + 1)
    }

    /// The source column at the lens's centre: the focus, moved only as far as
    /// needed to keep the caret bar one output cell inside the interior.
    public static func contentCenter(focus: Double, caret: Double?, interiorColumns: Int, scale: Int) -> Double {
        guard let caret else { return focus }
        let k = Double(max(1, scale))
        let reach = max(0, (Double(interiorColumns) / 2 - 1) / k)
        return min(max(focus, caret - reach), caret + reach)
    }

    static func finite(_ v: Double, clampedTo range: ClosedRange<Double>) -> Double {
        guard v.isFinite else { return v == .infinity ? range.upperBound : range.lowerBound }
        return min(max(v, range.lowerBound), range.upperBound)
    }
}
