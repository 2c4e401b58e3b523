import LoupeCore

extension PagerView {
    /// What the find decorations of a frame's content rows depend on. Not the find bar's text:
    /// a search in progress changes it with every chunk of lines it has looked at (how far it
    /// got, the matches so far), and that row alone is drawn again then (`BaseCache.findBar`).
    struct FindKey: Equatable {
        var query: FindQuery?
        var current: MatchPosition?
    }

    /// The find bar's text: the query, and on the right where the search is and the options,
    /// or, as the screen narrows, where the search is alone, then without the notice.
    struct FindBar: Equatable {
        var left: String
        var right: String
        var summary: String
        var bareSummary: String
    }

    /// How found matches and the current match look in a colour mode: a yellow background for
    /// every match and orange for the current one (black text, readable on light and dark
    /// terminals); in 8 colours yellow and cyan; without colours underlined and reverse bold.
    /// Colours chosen in the configuration take their place (`ColorChoices`).
    static func findStyles(_ mode: ColorMode, _ choices: ColorChoices) -> (found: HighlightStyle, current: HighlightStyle) {
        let standard = findStyles(mode)
        return (choices.findStyle(mode, standard: standard.found), choices.currentStyle(mode, standard: standard.current))
    }

    static func findStyles(_ mode: ColorMode) -> (found: HighlightStyle, current: HighlightStyle) {
        switch mode {
        case .truecolor:
            return (.colors(foreground: .rgb(0, 0, 0), background: .rgb(255, 221, 87)),
                    .colors(foreground: .rgb(0, 0, 0), background: .rgb(255, 140, 26)))
        case .palette256:
            return (.colors(foreground: .indexed(16), background: .indexed(221)),
                    .colors(foreground: .indexed(16), background: .indexed(208)))
        case .palette8:
            return (.colors(foreground: .indexed(0), background: .indexed(3)),
                    .colors(foreground: .indexed(0), background: .indexed(6)))
        case .monochrome:
            return (.attributes(.underline), .attributes([.reverse, .bold]))
        }
    }

    static func findKey(_ state: PagerState) -> FindKey {
        FindKey(query: state.find.isActive ? state.find.query : nil, current: state.find.current)
    }

    /// Decorates the matches on a content row: every match found, the current one highlighted.
    /// Matches come from the line's text, so one that wraps is decorated on both rows.
    static func decorateMatches(_ state: PagerState, row r: Int, _ visual: VisualRow, on screen: inout CellBuffer) {
        guard state.find.isActive, let matcher = state.find.matcher else { return }
        let document = state.document.document
        let cells = document.line(visual.line)
        let span = state.layout.cellRange(of: visual, in: document)
        let shift = state.settings.overflow == .clip ? state.viewport.horizontalOffset : 0
        let styles = findStyles(state.settings.loupe.colorMode, state.settings.chosenColors)
        var found: [Range<Int>] = [], current: [Range<Int>] = []
        for (index, match) in matcher.matches(in: cells).enumerated() {
            let lo = max(match.lowerBound, span.lowerBound), hi = min(match.upperBound, span.upperBound)
            guard lo < hi else { continue }
            let columns = (lo - span.lowerBound - shift)..<(hi - span.lowerBound - shift)
            if state.find.current == MatchPosition(line: visual.line, index: index) { current.append(columns) } else { found.append(columns) }
        }
        if !found.isEmpty { SelectionHighlight.ranges([r: found], style: styles.found).apply(to: &screen) }
        if !current.isEmpty { SelectionHighlight.ranges([r: current], style: styles.current).apply(to: &screen) }
    }

    /// The find bar's words, while it is open: the query, then where the search is and the options.
    static func findBar(_ state: PagerState) -> FindBar? {
        let find = state.find
        guard find.isEditing else { return nil }
        let summary = findSummary(state)
        return FindBar(left: (find.direction == .forward ? "/" : "?") + find.query.text, right: summary + "  " + optionsSummary(find.query.options),
                       summary: summary, bareSummary: findSummary(state, notice: false))
    }

    /// "3 of 1,204", "searching… 38%, 12 so far", "no matches", or a bad pattern's error.
    static func findSummary(_ state: PagerState, notice: Bool = true) -> String {
        let find = state.find
        if let error = find.error { return error }
        guard find.isActive else { return "" }
        if !find.isComplete && find.search != nil {
            let percent = Int(find.progress * 100)
            return "searching… \(percent)%, \(grouped(find.total)) so far"
        }
        if find.total == 0 { return "no matches" }
        let of = "\(find.ordinal.map(grouped) ?? "–") of \(grouped(find.total))"
        guard notice, let text = find.notice else { return of }
        return "\(of) · \(text)"
    }

    static func optionsSummary(_ options: FindOptions) -> String {
        let caseText: String
        switch options.caseMode {
        case .smart: caseText = "smart case"
        case .sensitive: caseText = "match case"
        case .insensitive: caseText = "ignore case"
        }
        return "^R \(caseText) · ^W \(options.wholeWord ? "whole word" : "any part") · ^E \(options.regularExpression ? "regex" : "text")"
    }

    /// 1204 as "1,204".
    static func grouped(_ n: Int) -> String {
        var digits = String(n.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (n < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// The find bar: one row under the page, above the status bar; the caret after the query.
    static func drawFindBar(_ state: PagerState, _ bar: FindBar, on screen: inout CellBuffer) {
        let row = state.viewport.height
        guard row < state.size.rows else { return }
        screen.fill(GridRect(column: 0, row: row, columns: state.size.columns, rows: 1), with: .blank())
        let width = GraphemeWidth.width(ofText: bar.left)
        let left = TextElision.keepingEnd(bar.left, width: max(1, state.size.columns - 1))
        let end = screen.write(left, column: 0, row: row, style: Style(attributes: .bold))
        if end < state.size.columns { screen.put(Cell(" ", style: Style(attributes: .reverse)), column: end, row: row) }
        // The right side gives way as the screen narrows: the options go first, then the notice.
        for text in [bar.right, bar.summary, bar.bareSummary] where !text.isEmpty {
            let column = state.size.columns - GraphemeWidth.width(ofText: text) - 1
            if column > max(width, end) + 1 {
                screen.write(text, column: column, row: row, style: Style(attributes: state.find.error == nil ? .dim : .bold))
                break
            }
        }
    }
}
