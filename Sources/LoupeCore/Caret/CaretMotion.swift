/// Where vi's motions take a keyboard caret (`CaretMove`), in a document laid out on a screen.
///
/// The caret is on a character: a cluster's first cell (a wide character, a combining
/// sequence, an expanded tab is one step), never past a line's last character; on an empty
/// line it is at offset 0. `h l` stay on their line; `j k` go by visual rows and keep the
/// column the caret wants (`CaretPlace.goalColumn`); `w b e` cross lines and find words by the
/// double click's rules (`WordSegmenter`: runs of word characters, a punctuation mark alone,
/// blanks skipped; an empty line counts as a word). Pure: it reads lines and the layout only.
///
/// ```swift
/// let motion = CaretMotion(words: WordSegmenter())
/// var caret = CaretPlace(TextPosition(line: 3, offset: 0))      // on "line04 alpha bravo"
/// caret = motion.place(after: .wordForward, from: caret, context: context)   // on "alpha"
/// ```
public struct CaretMotion {
    /// The word rules (`SelectionConfig.words`, the double click's).
    public var words: WordSegmenter

    /// Motions with these word rules.
    public init(words: WordSegmenter = WordSegmenter()) {
        self.words = words
    }

    /// Where `move` takes a caret at `place` (the viewport of `context` for H M L and pages).
    public func place(after move: CaretMove, from place: CaretPlace, context: SelectionContext) -> CaretPlace {
        let document = context.document
        let at = Self.clamp(place.position, in: document)
        switch move {
        case .left:
            return CaretPlace(TextPosition(line: at.line, offset: CellClusters.previous(before: at.offset, in: document.line(at.line))))
        case .right:
            let cells = document.line(at.line)
            return CaretPlace(TextPosition(line: at.line, offset: min(CellClusters.next(after: at.offset, in: cells), Self.lastOffset(cells))))
        case .up, .down:
            return vertical(from: CaretPlace(at, goalColumn: place.goalColumn), by: move == .up ? -1 : 1, context: context)
        case .pages, .halfPages:
            return vertical(from: CaretPlace(at, goalColumn: place.goalColumn), by: move.pageRows(height: context.viewport.height) ?? 0, context: context)
        case .wordForward: return CaretPlace(wordForward(from: at, in: document))
        case .wordBackward: return CaretPlace(wordBackward(from: at, in: document))
        case .wordEnd: return CaretPlace(wordEnd(from: at, in: document))
        case .lineStart: return CaretPlace(TextPosition(line: at.line, offset: 0))
        case .firstNonBlank: return CaretPlace(firstNonBlank(TextPosition(line: at.line, offset: 0), in: document))
        case .lineEnd: return CaretPlace(TextPosition(line: at.line, offset: Self.lastOffset(document.line(at.line))), goalColumn: Int.max)
        case .screenTop, .screenMiddle, .screenBottom:
            return CaretPlace(screenRow(move, context: context) ?? at)
        case .documentStart:
            return CaretPlace(firstNonBlank(.zero, in: document))
        case .documentEnd:
            return CaretPlace(firstNonBlank(TextPosition(line: max(0, document.lineCount - 1), offset: 0), in: document))
        }
    }

    /// A caret place near `position`: in the document, on a cluster's first cell, on the line's
    /// last character at most.
    public static func clamp(_ position: TextPosition, in document: any TextDocument) -> TextPosition {
        guard document.lineCount > 0 else { return .zero }
        let p = document.clamp(position)
        let cells = document.line(p.line)
        return TextPosition(line: p.line, offset: min(p.offset, lastOffset(cells)))
    }

    /// The caret place on the last character of a line of `cells` (0 when it is empty).
    public static func lastOffset(_ cells: [Cell]) -> Int {
        CellClusters.previous(before: cells.count, in: cells)
    }

    /// The cells the character under a caret at `position` takes (one cell past the end of an empty line).
    public static func cells(at position: TextPosition, in document: any TextDocument) -> Range<Int> {
        let range = CellClusters.range(containing: position.offset, in: document.line(position.line))
        return range.isEmpty ? position.offset..<(position.offset + 1) : range
    }

    /// The caret's column in its visual row.
    public static func column(of position: TextPosition, layout: DocumentLayout, document: any TextDocument) -> Int {
        position.offset - layout.cellRange(of: layout.visualRow(of: position, in: document), in: document).lowerBound
    }

    /// `rows` visual rows up or down, on the column the caret wants (or the nearest character left of it).
    func vertical(from place: CaretPlace, by rows: Int, context: SelectionContext) -> CaretPlace {
        let document = context.document, layout = context.layout
        let goal = place.goalColumn ?? Self.column(of: place.position, layout: layout, document: document)
        let target = layout.move(layout.visualRow(of: place.position, in: document), by: rows, in: document).row
        return CaretPlace(onRow: target, column: goal, layout: layout, document: document, goal: goal)
    }

    /// The first character that is not blank on the screen row H, M or L names.
    func screenRow(_ move: CaretMove, context: SelectionContext) -> TextPosition? {
        let document = context.document, layout = context.layout, viewport = context.viewport
        let rows = viewport.visibleRows(layout: layout, document: document)
        guard !rows.isEmpty else { return nil }
        let pad = max(0, min(1, (viewport.height - 1) / 2))
        let first = viewport.canScrollUp(layout: layout, document: document) ? pad : 0
        let last = rows.count - 1 - (viewport.canScrollDown(layout: layout, document: document) ? pad : 0)
        let index: Int
        switch move {
        case .screenTop: index = first
        case .screenBottom: index = last
        default: index = (rows.count - 1) / 2
        }
        let row = rows[min(max(0, index), rows.count - 1)]
        let start = TextPosition(line: row.line, offset: layout.cellRange(of: row, in: document).lowerBound)
        let found = firstNonBlank(start, in: document)
        // Blanks to the line's end: the row's own first character.
        return layout.visualRow(of: found, in: document) == row ? found : start
    }

    /// The first character at or after `position` on its line that is not blank (the last one when all are).
    func firstNonBlank(_ position: TextPosition, in document: any TextDocument) -> TextPosition {
        let cells = document.line(position.line)
        var o = position.offset
        while o < cells.count {
            let cluster = CellClusters.range(containing: o, in: cells)
            if !words.isBlank(cells, cluster) { return TextPosition(line: position.line, offset: o) }
            o = cluster.upperBound
        }
        return TextPosition(line: position.line, offset: Self.lastOffset(cells))
    }

    /// `w`: past this word (or punctuation mark) and the blanks after it, across lines; an empty
    /// line stops it. At the document's end it stays on the last character.
    func wordForward(from position: TextPosition, in document: any TextDocument) -> TextPosition {
        var line = position.line
        var cells = document.line(line)
        var o = cells.isEmpty ? 0 : words.wordRange(containing: position.offset, in: cells).upperBound
        while true {
            if let found = skipBlanks(from: o, in: cells) { return TextPosition(line: line, offset: found) }
            guard line + 1 < document.lineCount else { return TextPosition(line: line, offset: Self.lastOffset(cells)) }
            line += 1
            cells = document.line(line)
            if cells.isEmpty { return TextPosition(line: line, offset: 0) }
            o = 0
        }
    }

    /// `e`: one character on, past blanks and empty lines, then to the last character of that word.
    func wordEnd(from position: TextPosition, in document: any TextDocument) -> TextPosition {
        var line = position.line
        var cells = document.line(line)
        var o = CellClusters.next(after: position.offset, in: cells)
        while true {
            if let found = skipBlanks(from: o, in: cells) {
                let word = words.wordRange(containing: found, in: cells)
                return TextPosition(line: line, offset: CellClusters.previous(before: word.upperBound, in: cells))
            }
            guard line + 1 < document.lineCount else { return TextPosition(line: line, offset: Self.lastOffset(cells)) }
            line += 1
            cells = document.line(line)
            o = 0
        }
    }

    /// `b`: one character back, past blanks (across lines; an empty line stops it), then to the
    /// first character of that word.
    func wordBackward(from position: TextPosition, in document: any TextDocument) -> TextPosition {
        var line = position.line
        var cells = document.line(line)
        var o = min(position.offset, cells.count)
        while true {
            if o == 0 {
                guard line > 0 else { return .zero }
                line -= 1
                cells = document.line(line)
                if cells.isEmpty { return TextPosition(line: line, offset: 0) }
                o = cells.count
            }
            let word = words.wordRange(containing: CellClusters.previous(before: o, in: cells), in: cells)
            if !words.isBlank(cells, word) { return TextPosition(line: line, offset: word.lowerBound) }
            o = word.lowerBound
        }
    }

    /// The first cell at or after `offset` that starts a word or a punctuation mark (nil: only blanks to the line's end).
    func skipBlanks(from offset: Int, in cells: [Cell]) -> Int? {
        var o = offset
        while o < cells.count {
            let word = words.wordRange(containing: o, in: cells)
            if !words.isBlank(cells, word) { return o }
            o = max(word.upperBound, o + 1)
        }
        return nil
    }
}

extension CaretPlace {
    /// The caret on visual row `row` at `column` of it, or on the nearest character left of it
    /// (the row's last when the row is shorter), wanting `goal`.
    init(onRow row: VisualRow, column: Int, layout: DocumentLayout, document: any TextDocument, goal: Int?) {
        let cells = document.line(row.line)
        let range = layout.cellRange(of: row, in: document)
        let last = range.isEmpty ? range.lowerBound : CellClusters.previous(before: range.upperBound, in: cells)
        let wanted = column == Int.max ? last : min(range.lowerBound + max(0, column), last)
        self.init(TextPosition(line: row.line, offset: CellClusters.start(atOrBefore: wanted, in: cells)), goalColumn: goal)
    }
}
