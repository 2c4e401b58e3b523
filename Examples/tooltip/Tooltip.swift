import LoupeCore
import LoupePager
import LoupeRuntime

/// A pager feature from outside `LoupePager`: rest the pointer on a character for `delay`
/// milliseconds and a tooltip under it names the character's code points ("é  U+0065 U+0301").
/// ctrl+t turns tooltips off and on. It needs pointer motion (hover tracking).
///
/// It is added to a pager by putting it in the settings' list, first, so it sees the pointer
/// before the others (it takes no mouse event: they go on to the links and the selection), and
/// its tooltip is drawn above every other layer:
///
/// ```swift
/// var settings = PagerSettings()
/// settings.loupe.hoverMode = true
/// settings.features.insert(AnyPagerFeature(Tooltip()), at: 0)
/// ```
public struct Tooltip: PagerFeature {
    /// Where the pointer rests, since when, and whether the tooltip shows.
    public struct State: Equatable, Sendable {
        /// Where the pointer rests, and since when (nil: it is not resting on the page).
        public var resting: (point: GridPoint, since: Instant)?
        /// Whether the tooltip shows.
        public var shown = false
        /// Whether tooltips are on (ctrl+t).
        public var enabled = true

        /// Equal when the pointer rests at the same place since the same time, and the rest is the same.
        public static func == (a: State, b: State) -> Bool {
            a.resting?.point == b.resting?.point && a.resting?.since == b.resting?.since && a.shown == b.shown && a.enabled == b.enabled
        }
    }

    /// How long the pointer must rest, in milliseconds.
    public var delay: Double

    /// A tooltip shown after the pointer rests for `delay` milliseconds.
    public init(delay: Double = 600) { self.delay = delay }

    /// "tooltip".
    public var name: String { "tooltip" }

    /// Nothing rests yet.
    public var initialState: State { State() }

    /// ctrl+t turns tooltips off and on.
    public var keys: [FeatureKeyBinding] { [FeatureKeyBinding(KeyChord(.character("t"), modifiers: .ctrl), "toggle tooltips")] }

    /// Follows the pointer (taking none of its events), shows the tooltip when the delay has
    /// passed, and takes its own key.
    public func reduce(_ state: inout State, _ event: InputEvent, pager: inout PagerState, screen: FeatureScreen) -> FeatureReply {
        switch event {
        case let .mouse(m):
            let onPage = m.position.row >= 0 && m.position.row < pager.viewport.height
            if m.action == .move && onPage {
                if state.resting?.point != m.position { state.resting = (m.position, m.time) }
                state.shown = false
            } else {
                // A press, a drag or the wheel: no tooltip until the pointer rests again.
                state.resting = nil
                state.shown = false
            }
            return .passed
        case let .key(k):
            guard binding(for: k, purpose: pager.settings.purpose) != nil else { return .passed }
            state.enabled.toggle()
            state.shown = false
            return .handled
        case .tick:
            if state.enabled, let resting = state.resting, pager.now >= resting.since.adding(milliseconds: delay) { state.shown = true }
            return .passed
        case .resize:
            state.resting = nil
            state.shown = false
            return .passed
        default:
            return .passed
        }
    }

    /// When the resting pointer's tooltip is due.
    public func deadline(_ state: State, pager: PagerState) -> Instant? {
        guard state.enabled, !state.shown, let resting = state.resting else { return nil }
        return resting.since.adding(milliseconds: delay)
    }

    /// The tooltip: one row under the pointer (above it on the last rows), in reverse video,
    /// kept on the screen.
    public func layers(_ state: State, pager: PagerState, drawing: FeatureDrawing) -> [FrameOverlay] {
        guard state.shown, let point = state.resting?.point, let text = Self.text(at: point, in: drawing.base) else { return [] }
        let style = Style(attributes: .reverse)
        let width = min(pager.size.columns, GraphemeWidth.width(ofText: text) + 2)
        var cells = CellBuffer(size: GridSize(columns: width, rows: 1), fill: .blank(style))
        _ = cells.write(" " + text + " ", column: 0, row: 0, style: style)
        let row = point.row + 1 < pager.viewport.height ? point.row + 1 : max(0, point.row - 1)
        let column = max(0, min(point.column, pager.size.columns - width))
        return [FrameOverlay(origin: GridPoint(column: column, row: row), cells: cells)]
    }

    /// "é  U+0065 U+0301": the character on screen at `point` (the wide character a
    /// continuation cell belongs to) and its code points; nil on a blank.
    static func text(at point: GridPoint, in base: CellBuffer) -> String? {
        guard point.row >= 0, point.row < base.size.rows, point.column >= 0, point.column < base.size.columns else { return nil }
        var cell = base[point.column, point.row]
        if cell.isContinuation, point.column > 0 { cell = base[point.column - 1, point.row] }
        guard !cell.isBlank, !cell.grapheme.isEmpty else { return nil }
        let points = cell.grapheme.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return cell.grapheme + "  " + points.joined(separator: " ")
    }
}
