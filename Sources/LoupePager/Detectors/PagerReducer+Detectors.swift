import LoupeCore

/// The data detectors in the menus: what the selection (or, in the context menu with nothing
/// selected, the token under the pointer) means, as items after the menu's own
/// (`DataDetector.detect`; at most three, best first).
extension PagerReducer {
    /// The detector items for the selection of `s`, or for `pointed` (a point and its token) with none.
    static func detectorItems(_ s: PagerState, pointed: (point: GridPoint, text: String)? = nil) -> [MenuItem] {
        guard s.settings.detectors.enabled, let input = detectorInput(s, pointed: pointed) else { return [] }
        return DataDetector.detect(input).map { MenuItem.detected($0.title) }
    }

    /// The selection's text and its line's text before and after it (a selection on one line,
    /// at most `DataDetector.longest` characters), or the pointed token alone.
    static func detectorInput(_ s: PagerState, pointed: (point: GridPoint, text: String)?) -> DetectorInput? {
        let zone = s.settings.detectors.timeZone
        guard let range = s.selection.range else {
            guard s.selection.isEmpty, let pointed else { return nil }
            return DetectorInput(text: pointed.text, timeZone: zone)
        }
        guard range.lowerBound.line == range.upperBound.line, range.upperBound.offset - range.lowerBound.offset <= DataDetector.longest * 2 else { return nil }
        let document = s.document.document
        let line = range.lowerBound.line
        let end = document.line(line).count
        func text(_ from: Int, _ to: Int) -> String {
            SelectionText.text(of: TextPosition(line: line, offset: from)..<TextPosition(line: line, offset: max(from, to)), in: document, trim: false)
        }
        // The line's text around it, up to 80 cells each side (a word before or after it, an `HTTP` on the line).
        let before = text(max(0, range.lowerBound.offset - 80), range.lowerBound.offset)
        let after = text(range.upperBound.offset, min(end, range.upperBound.offset + 80))
        return DetectorInput(text: text(range.lowerBound.offset, range.upperBound.offset), before: before, after: after, timeZone: zone)
    }
}
