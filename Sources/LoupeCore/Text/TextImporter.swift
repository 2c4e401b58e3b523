/// Logical lines of cells read from text with escape sequences, before any wrapping.
public struct ImportedText: Hashable, Sendable {
    /// One array of cells per source line; wide characters are a lead cell and a continuation cell.
    public var lines: [[Cell]]
    /// The hyperlink targets the cells' styles refer to.
    public var hyperlinks: HyperlinkTable

    /// Creates imported text.
    public init(lines: [[Cell]] = [], hyperlinks: HyperlinkTable = HyperlinkTable()) {
        self.lines = lines
        self.hyperlinks = hyperlinks
    }
}

/// Turns bytes of text with ANSI escapes into cells: the safe importer.
///
/// - Widths are taken per grapheme cluster (`GraphemeWidth`).
/// - Tabs expand to the next multiple of `tabWidth`; the first cell remembers the tab.
/// - C0/C1 controls, DEL and stray ESC become visible placeholders (`ControlPictures`); bidi
///   controls and invisible characters are shown by name (`<U+202E>`, `<U+200B>`), except the
///   tags of a subdivision flag.
/// - Invalid UTF-8 becomes U+FFFD.
/// - Zero-width clusters (a combining mark after a tab or control, a lone ZWJ) join the previous cell.
public struct TextImporter: Sendable {
    /// The width rules.
    public var policy: WidthPolicy
    /// Tab stops every this many columns.
    public var tabWidth: Int

    /// Creates an importer.
    public init(policy: WidthPolicy = .standard, tabWidth: Int = 8) {
        self.policy = policy
        self.tabWidth = max(1, tabWidth)
    }

    /// Imports a whole text.
    public func importText(_ bytes: [UInt8]) -> ImportedText {
        bytes.withUnsafeBufferPointer { importText($0) }
    }

    /// Imports a whole text from a string.
    public func importText(_ text: String) -> ImportedText {
        importText(Array(text.utf8))
    }

    /// Imports a whole text from raw memory.
    public func importText(_ bytes: UnsafeBufferPointer<UInt8>) -> ImportedText {
        var state = State()
        var lines: [[Cell]] = []
        ANSIParser.parse(bytes) { token in
            if case .newline = token {
                lines.append(state.line)
                state.line = []
                state.line.reserveCapacity(lines.last?.count ?? 0)
            } else {
                apply(token, bytes, &state)
            }
        }
        if !state.line.isEmpty { lines.append(state.line) }
        return ImportedText(lines: lines, hyperlinks: state.hyperlinks)
    }

    /// Imports exactly one line's bytes (no newline inside), starting from a style; returns its cells.
    /// Used by lazy documents that decode only the lines they show.
    public func importLine(_ bytes: UnsafeBufferPointer<UInt8>, style: Style = .plain, hyperlinks: inout HyperlinkTable) -> [Cell] {
        var carried = style
        return importLine(bytes, carrying: &carried, hyperlinks: &hyperlinks)
    }

    /// Imports one line's bytes starting from `style`, and leaves in `style` the style the line
    /// ends with, so lines imported one after another are styled as a whole text would be.
    public func importLine(_ bytes: UnsafeBufferPointer<UInt8>, carrying style: inout Style, hyperlinks: inout HyperlinkTable) -> [Cell] {
        // Printable ASCII alone (most lines of a log): a cell a byte in the style carried, made in
        // place, with no token to parse and no append to check.
        if PrintableASCII.containsAll(bytes) {
            let carried = style
            return [Cell](unsafeUninitializedCapacity: bytes.count) { cells, made in
                for (i, byte) in bytes.enumerated() { cells.initializeElement(at: i, to: Cell(ascii: byte, style: carried)) }
                made = bytes.count
            }
        }
        var state = State()
        state.style = style
        state.hyperlinks = hyperlinks
        // Room for a cell a byte (as many as a line of printable ASCII makes), within a bound: the
        // array does not grow through 8 copies for a line of a log.
        state.line.reserveCapacity(min(bytes.count, TextImporter.reservedCells))
        ANSIParser.parse(bytes) { token in
            if case .newline = token { return }
            apply(token, bytes, &state)
        }
        hyperlinks = state.hyperlinks
        style = state.style
        return state.line
    }

    /// The most cells `importLine` makes room for at once (a longer line grows as it needs).
    static var reservedCells: Int { 1024 }

    struct State {
        var style = Style.plain
        var line: [Cell] = []
        var hyperlinks = HyperlinkTable()
    }

    func apply(_ token: ANSIToken, _ bytes: UnsafeBufferPointer<UInt8>, _ state: inout State) {
        switch token {
        case .newline:
            break
        case let .text(range):
            appendText(UnsafeBufferPointer(rebasing: bytes[range]), &state)
        case .tab:
            let column = state.line.count
            let stop = (column / tabWidth + 1) * tabWidth
            state.line.append(Cell(" ", style: state.style, flags: .tabStart))
            for _ in (column + 1)..<stop { state.line.append(Cell(" ", style: state.style, flags: .tabFill)) }
        case let .control(b):
            appendPlaceholder(Unicode.Scalar(b), &state)
        case let .sgr(groups):
            SGRInterpreter.apply(groups, to: &state.style)
        case let .hyperlink(target, id):
            state.style.hyperlink = target.map { state.hyperlinks.id(for: $0, linkID: id) } ?? 0
        }
    }

    func appendPlaceholder(_ scalar: Unicode.Scalar, _ state: inout State) {
        let glyph = ControlPictures.placeholder(for: scalar) ?? ControlPictures.replacement
        state.line.append(Cell(glyph, style: ControlPictures.placeholderStyle(state.style), flags: .placeholder))
    }

    /// A bidi control or an invisible character as `<U+202E>`, `<U+200B>`: one cell per character, the first flagged `namedControl`
    /// (copying gives the control back), the rest `namedFill` (one cluster with the first).
    func appendNamedPlaceholder(_ scalar: Unicode.Scalar, _ state: inout State) {
        let style = ControlPictures.placeholderStyle(state.style)
        for (i, character) in ControlPictures.namedPlaceholder(for: scalar).enumerated() {
            state.line.append(Cell(String(character), style: style, flags: i == 0 ? [.placeholder, .namedControl] : [.placeholder, .namedFill]))
        }
    }

    func appendText(_ text: UnsafeBufferPointer<UInt8>, _ state: inout State) {
        if !text.contains(where: { $0 >= 0x80 }) {
            for b in text { state.line.append(Cell(ascii: b, style: state.style)) }
            return
        }
        let decoded = String(decoding: text, as: UTF8.self)
        var run: [Unicode.Scalar] = []
        ControlPictures.forEachScalar(decoded.unicodeScalars) { scalar, shownByName in
            if ControlPictures.isControl(scalar) {
                appendClusters(run, &state); run.removeAll(keepingCapacity: true)
                appendPlaceholder(scalar, &state)
            } else if shownByName {
                appendClusters(run, &state); run.removeAll(keepingCapacity: true)
                appendNamedPlaceholder(scalar, &state)
            } else {
                run.append(scalar)
            }
        }
        appendClusters(run, &state)
    }

    func appendClusters(_ scalars: [Unicode.Scalar], _ state: inout State) {
        guard !scalars.isEmpty else { return }
        for range in TerminalCharacters.cellRanges(scalars, policy: policy) {
            // A printable ASCII character alone (most of a line with some other script in it).
            if range.count == 1, case let value = scalars[range.lowerBound].value, value >= 0x20 && value < 0x7F {
                state.line.append(Cell(ascii: UInt8(value), style: state.style))
                continue
            }
            let cluster = scalars[range]
            var view = String.UnicodeScalarView()
            // One at a time: `append(contentsOf:)` is a generic whose first use asks the runtime
            // for its types by name, a search of every conformance (0.1 ms before the first screen).
            for scalar in cluster { view.append(scalar) }
            let grapheme = String(view)
            let width = policy.cells == .graphemes ? GraphemeWidth.width(ofCluster: cluster, policy: policy)
                : max(0, min(2, GraphemeWidth.scalarWidth(cluster[cluster.startIndex], policy: policy)))
            if width == 0 {
                if let lead = state.line.lastIndex(where: { !$0.isContinuation }), !state.line[lead].flags.contains(.placeholder) {
                    state.line[lead].grapheme += grapheme
                } else {
                    state.line.append(Cell(grapheme, width: 1, style: state.style))
                }
            } else if width == 2 {
                state.line.append(Cell(grapheme, width: 2, style: state.style))
                state.line.append(.continuation(state.style))
            } else {
                state.line.append(Cell(grapheme, width: 1, style: state.style))
            }
        }
    }
}
