/// The human-readable text form of a `CellBuffer`, used by every snapshot test.
///
/// ```
/// loupe-snapshot 1 size=12x2 cursor=3,1
/// hyperlink 1 https://example.com
///     ┌────────────┐
///    1│ab 世界 cd  │ wide=4-5,6-7
///    2│xyz         │ ↩
///     └────────────┘
///    1:1-2 fg=1 bold
///    2:1-3 bg=#203040 link=1
/// ```
///
/// - The header gives the size (columns x rows) and the cursor (1-based
///   column,row, or `none`).
/// - Each glyph row sits between `│` frames, so trailing spaces show. A wide
///   character prints once and covers its continuation column; the columns of
///   every wide character are listed after the frame (`wide=lead-continuation`),
///   and `↩` marks a soft-wrapped row.
/// - A cell whose text is not a single grapheme of its width is written as an
///   escape, `⟪hex hex.../w⟫` (w is the width); `⟪` itself is always escaped.
/// - Style runs follow the frame: `row:first-last` then `fg=`/`bg=` (palette
///   index or `#rrggbb`), attributes (`bold dim italic underline blink reverse
///   invisible strike`), `link=N`, and the cell flags `tab tabfill ctl pad`.
///   Cells in the plain style with no flags have no run.
public enum SnapshotTextFormat {
    /// The first word of every snapshot.
    public static let magic = "loupe-snapshot"
    /// The format version written by `encode`.
    public static let version = 1

    static let escapeOpen: Character = "⟪"
    static let escapeClose: Character = "⟫"

    /// The text form of a buffer.
    public static func encode(_ buffer: CellBuffer) -> String {
        var out = "\(magic) \(version) size=\(buffer.columns)x\(buffer.rows)"
        if let c = buffer.cursor { out += " cursor=\(c.column + 1),\(c.row + 1)" } else { out += " cursor=none" }
        out += "\n"
        for (i, target) in buffer.hyperlinks.targets.enumerated() {
            out += "hyperlink \(i + 1) \(escapeLinkTarget(target))\n"
        }
        let gutter = String(repeating: " ", count: 4)
        out += gutter + "┌" + String(repeating: "─", count: buffer.columns) + "┐\n"
        for r in 0..<buffer.rows {
            out += pad(r + 1) + "│" + encodeRow(buffer, r) + "│"
            var notes: [String] = []
            let wides = wideSpans(buffer, r)
            if !wides.isEmpty { notes.append("wide=" + wides.map { "\($0 + 1)-\($0 + 2)" }.joined(separator: ",")) }
            if buffer.rowInfo[r].softWrapped { notes.append("↩") }
            if !notes.isEmpty { out += " " + notes.joined(separator: " ") }
            out += "\n"
        }
        out += gutter + "└" + String(repeating: "─", count: buffer.columns) + "┘\n"
        for r in 0..<buffer.rows {
            for run in styleRuns(buffer, r) { out += run + "\n" }
        }
        return out
    }

    static func pad(_ n: Int) -> String {
        let s = String(n)
        return String(repeating: " ", count: max(0, 4 - s.count)) + s
    }

    /// Scalars never written as themselves anywhere in the format: C0 and C1 controls, DEL, the
    /// bidi controls (a viewer applying bidi would reorder the text) and the invisible characters
    /// (`ControlPictures.isInvisible`: the line and paragraph separators, zero-width spaces, tags).
    static func mustEscape(_ u: Unicode.Scalar) -> Bool {
        ControlPictures.isControl(u) || ControlPictures.isBidiControl(u) || ControlPictures.isInvisible(u)
    }

    /// A hyperlink target with spaces, `%` and every control (each of its UTF-8 bytes) written `%XX`.
    static func escapeLinkTarget(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if u.value <= 0x20 || u == "%" || mustEscape(u) {
                for byte in String(Character(u)).utf8 { out += format2(UInt32(byte)) }
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }

    static func format2(_ v: UInt32) -> String {
        let hex = String(v, radix: 16, uppercase: true)
        return "%" + (hex.count < 2 ? "0" + hex : hex)
    }

    static func wideSpans(_ buffer: CellBuffer, _ r: Int) -> [Int] {
        var spans: [Int] = []
        for (c, cell) in buffer.row(r).enumerated() where cell.isWide { spans.append(c) }
        return spans
    }

    /// Whether a cell's grapheme can be written as itself.
    static func isLiteral(_ cell: Cell) -> Bool {
        let g = cell.grapheme
        guard !g.isEmpty, !g.contains(escapeOpen) else { return false }
        if g.unicodeScalars.contains(where: Self.mustEscape) { return false }
        if g.utf8.count == 1 { return cell.width == 1 }
        let scalars = Array(g.unicodeScalars)
        guard GraphemeSegmenter.clusterRanges(scalars).count == 1 else { return false }
        return GraphemeWidth.width(ofCluster: scalars) == Int(cell.width)
    }

    /// A row's cells as text. A cell is written as itself only when it stays one grapheme
    /// cluster beside its neighbours: the frame `│` or the `⟫` before it, and whatever follows
    /// (a mark such as U+302E or U+0301 would join the character before it, a prepended sign
    /// such as U+0D4E the one after); otherwise it is escaped.
    static func encodeRow(_ buffer: CellBuffer, _ r: Int) -> String {
        var s = ""
        var previous = "│"
        for cell in buffer.row(r) {
            if cell.isContinuation { continue }
            let g = cell.grapheme
            // (An ASCII character never joins a following `⟪` or `│`: no need to ask.)
            if isLiteral(cell) && staysSeparate(previous, g) && (g.utf8.count == 1 || staysSeparate(g, String(escapeOpen))) {
                s += g
                previous = g
            } else {
                let hex = g.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                s += "\(escapeOpen)\(hex)/\(cell.width)\(escapeClose)"
                previous = String(escapeClose)
            }
        }
        return s
    }

    /// Whether two literal graphemes written side by side still segment as two.
    static func staysSeparate(_ previous: String?, _ next: String) -> Bool {
        guard let previous else { return true }
        if previous.utf8.count == 1 && next.utf8.count == 1 { return true }
        // An ASCII character never joins what follows it, and nothing joins a following ASCII
        // character except a mark-like prefix, which the cluster check below sees.
        if previous.utf8.count == 1 && next.unicodeScalars.first.map({ $0.isASCII }) == true { return true }
        let split = previous.unicodeScalars.count
        let ranges = GraphemeSegmenter.clusterRanges(Array((previous + next).unicodeScalars))
        // The reader splits rows with Swift's own segmentation, whose Unicode may be newer than
        // libunistring's (U+1AE9 is unassigned to one and a mark to the other): both must agree.
        return ranges.count == 2 && ranges[0].upperBound == split && (previous + next).count == 2
    }

    static func styleRuns(_ buffer: CellBuffer, _ r: Int) -> [String] {
        var runs: [String] = []
        let row = Array(buffer.row(r))
        var c = 0
        while c < row.count {
            let key = (row[c].style, row[c].flags)
            var end = c + 1
            while end < row.count && row[end].style == key.0 && row[end].flags == key.1 { end += 1 }
            if key.0 != .plain || !key.1.isEmpty {
                let span = end - c == 1 ? "\(c + 1)" : "\(c + 1)-\(end)"
                runs.append(pad(r + 1) + ":" + span + " " + describe(key.0, key.1))
            }
            c = end
        }
        return runs
    }

    /// The tokens that describe a style and flags in a run line.
    public static func describe(_ style: Style, _ flags: CellFlags = []) -> String {
        var tokens: [String] = []
        if let fg = describe(style.foreground) { tokens.append("fg=" + fg) }
        if let bg = describe(style.background) { tokens.append("bg=" + bg) }
        for (attr, name) in Attributes.named where style.attributes.contains(attr) { tokens.append(name) }
        if style.hyperlink != 0 { tokens.append("link=\(style.hyperlink)") }
        for (flag, name) in flagNames where flags.contains(flag) { tokens.append(name) }
        return tokens.isEmpty ? "plain" : tokens.joined(separator: " ")
    }

    static let flagNames: [(CellFlags, String)] = [(.tabStart, "tab"), (.tabFill, "tabfill"), (.placeholder, "ctl"), (.wrapPad, "pad"),
                                                   (.namedControl, "named"), (.namedFill, "namefill")]

    static func describe(_ color: Color) -> String? {
        switch color {
        case .default: return nil
        case let .indexed(i): return String(i)
        case let .rgb(r, g, b): return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}
