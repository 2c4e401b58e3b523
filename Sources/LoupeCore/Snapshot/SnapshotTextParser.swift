extension SnapshotTextFormat {
    /// Reads snapshot text back into a buffer. The result equals the buffer that was encoded.
    public static func decode(_ text: String) throws -> CellBuffer {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let header = lines.first else { throw SnapshotFormatError(line: 1, "empty snapshot") }
        var buffer = try parseHeader(header)
        var index = 1
        var links: [String] = []
        while index < lines.count, lines[index].hasPrefix("hyperlink ") {
            // Split at the space scalars, not characters: a target that starts with a combining
            // mark makes one character of it and the space before it.
            let scalars = lines[index].unicodeScalars.dropFirst("hyperlink ".unicodeScalars.count)
            guard let space = scalars.firstIndex(of: " "),
                  Int(String(String.UnicodeScalarView(scalars[..<space]))) == links.count + 1 else {
                throw SnapshotFormatError(line: index + 1, "expected `hyperlink N TARGET` with N = \(links.count + 1)")
            }
            links.append(unescapeLinkTarget(String(String.UnicodeScalarView(scalars[scalars.index(after: space)...]))))
            index += 1
        }
        buffer.hyperlinks = HyperlinkTable(targets: links)
        guard index < lines.count, lines[index].trimmingPrefixSpaces().hasPrefix("┌") else {
            throw SnapshotFormatError(line: index + 1, "expected the top frame `┌───┐`")
        }
        index += 1
        for r in 0..<buffer.rows {
            guard index < lines.count else { throw SnapshotFormatError(line: index + 1, "missing row \(r + 1)") }
            try parseRow(lines[index], row: r, into: &buffer, line: index + 1)
            index += 1
        }
        guard index < lines.count, lines[index].trimmingPrefixSpaces().hasPrefix("└") else {
            throw SnapshotFormatError(line: index + 1, "expected the bottom frame `└───┘`")
        }
        index += 1
        while index < lines.count {
            try parseRun(lines[index], into: &buffer, line: index + 1)
            index += 1
        }
        return buffer
    }

    static func parseHeader(_ header: String) throws -> CellBuffer {
        let words = header.split(separator: " ")
        guard words.count >= 3, words[0] == magic, words[1] == "\(version)" else {
            throw SnapshotFormatError(line: 1, "expected `\(magic) \(version) size=CxR cursor=...`")
        }
        var size: GridSize? = nil
        var cursor: GridPoint? = nil
        for word in words.dropFirst(2) {
            if word.hasPrefix("size=") {
                let dims = word.dropFirst(5).split(separator: "x")
                // The product is checked for overflow: a size such as 8249825713378370447x4 must be
                // an error, not a trap (found by the snapshot parser's fuzz target).
                guard dims.count == 2, let c = Int(dims[0]), let r = Int(dims[1]), c >= 0, r >= 0,
                      case let (area, overflow) = c.multipliedReportingOverflow(by: r), !overflow, area <= 100_000_000 else {
                    throw SnapshotFormatError(line: 1, "bad size `\(word)`")
                }
                size = GridSize(columns: c, rows: r)
            } else if word.hasPrefix("cursor=") {
                let v = word.dropFirst(7)
                if v != "none" {
                    let parts = v.split(separator: ",")
                    guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), c > Int.min, r > Int.min else {
                        throw SnapshotFormatError(line: 1, "bad cursor `\(word)`")
                    }
                    cursor = GridPoint(column: c - 1, row: r - 1)
                }
            }
        }
        guard let size else { throw SnapshotFormatError(line: 1, "missing size=") }
        var buffer = CellBuffer(size: size)
        buffer.cursor = cursor
        return buffer
    }

    static func unescapeLinkTarget(_ s: String) -> String {
        var bytes: [UInt8] = []
        let u = Array(s.utf8)
        var i = 0
        while i < u.count {
            if u[i] == UInt8(ascii: "%"), i + 2 < u.count,
               let v = UInt8(String(decoding: u[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                bytes.append(v); i += 3
            } else {
                bytes.append(u[i]); i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One glyph row: `   N│...│ notes`. The row's cells lie between the first `│` and the last one
    /// (notes never hold a `│`, cells may), so the row is split in one pass.
    static func parseRow(_ text: String, row: Int, into buffer: inout CellBuffer, line: Int) throws {
        guard let open = text.firstIndex(of: "│") else { throw SnapshotFormatError(line: line, "expected `│` before row \(row + 1)") }
        guard let close = text.lastIndex(of: "│"), close > open else { throw SnapshotFormatError(line: line, "expected `│` after row \(row + 1)") }
        var cells: [Cell] = []
        cells.reserveCapacity(buffer.columns)
        var rest = text[text.index(after: open)..<close]
        while !rest.isEmpty {
            if rest.first == escapeOpen {
                guard let end = rest.firstIndex(of: escapeClose) else { throw SnapshotFormatError(line: line, "unterminated `⟪` escape") }
                let body = rest[rest.index(after: rest.startIndex)..<end]
                let halves = body.split(separator: "/")
                guard halves.count == 2, let w = UInt8(halves[1]), w <= 2 else { throw SnapshotFormatError(line: line, "bad escape `⟪\(body)⟫`") }
                var scalars = String.UnicodeScalarView()
                for hex in halves[0].split(separator: " ") {
                    guard let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else { throw SnapshotFormatError(line: line, "bad code point `\(hex)`") }
                    scalars.append(s)
                }
                cells.append(Cell(String(scalars), width: w))
                if w == 2 { cells.append(.continuation()) }
                rest = rest[rest.index(after: end)...]
            } else {
                let end = rest.firstIndex(of: escapeOpen) ?? rest.endIndex
                appendLiteral(rest[..<end], to: &cells)
                rest = rest[end...]
            }
        }
        guard cells.count == buffer.columns else {
            throw SnapshotFormatError(line: line, "row \(row + 1) has \(cells.count) columns, expected \(buffer.columns)")
        }
        let notes = text[text.index(after: close)...].split(separator: " ")
        buffer.setRow(row, cells)
        buffer.rowInfo[row].softWrapped = notes.contains("↩")
        for note in notes where note.hasPrefix("wide=") {
            let listed = Set(note.dropFirst(5).split(separator: ",").compactMap { Int($0.split(separator: "-").first ?? "") }.map { $0 &- 1 })
            let actual = Set(cells.indices.filter { cells[$0].isWide })
            guard listed == actual else { throw SnapshotFormatError(line: line, "wide columns listed \(listed.sorted().map { $0 + 1 }) but the row has \(actual.sorted().map { $0 + 1 })") }
        }
    }

    /// The cells of a literal run: one per grapheme cluster (ASCII a byte at a time).
    static func appendLiteral(_ literal: Substring, to cells: inout [Cell]) {
        if literal.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            for b in literal.utf8 { cells.append(Cell(ascii: b)) }
            return
        }
        for g in GraphemeSegmenter.clusters(String(literal)) {
            let w = g.utf8.count == 1 ? 1 : GraphemeWidth.width(of: g)
            if w == 2 { cells.append(Cell(g, width: 2)); cells.append(.continuation()) } else { cells.append(Cell(g, width: 1)) }
        }
    }

    /// One style run: `   R:C1-C2 tokens...`.
    static func parseRun(_ text: String, into buffer: inout CellBuffer, line: Int) throws {
        let words = text.split(separator: " ")
        guard let place = words.first else { return }
        let rc = place.split(separator: ":")
        guard rc.count == 2, let r = Int(rc[0]), r >= 1, r <= buffer.rows else { throw SnapshotFormatError(line: line, "bad run position `\(place)`") }
        let span = rc[1].split(separator: "-")
        guard let first = span.first, let c0 = Int(first), let c1 = span.count > 1 ? Int(span[1]) : c0, c0 >= 1, c1 >= c0, c1 <= buffer.columns else {
            throw SnapshotFormatError(line: line, "bad run columns `\(rc[1])`")
        }
        var style = Style.plain
        var flags = CellFlags()
        for token in words.dropFirst() {
            if token == "plain" { continue }
            if token.hasPrefix("fg=") { style.foreground = try parseColor(token.dropFirst(3), line) }
            else if token.hasPrefix("bg=") { style.background = try parseColor(token.dropFirst(3), line) }
            else if token.hasPrefix("link=") {
                guard let id = UInt16(token.dropFirst(5)) else { throw SnapshotFormatError(line: line, "bad link `\(token)`") }
                style.hyperlink = id
            } else if let attr = Attributes.named.first(where: { $0.1 == token }) { style.attributes.insert(attr.0) }
            else if let flag = flagNames.first(where: { $0.1 == token }) { flags.insert(flag.0) }
            else { throw SnapshotFormatError(line: line, "unknown style word `\(token)`") }
        }
        for c in (c0 - 1)..<c1 {
            var cell = buffer[c, r - 1]
            cell.style = style
            cell.flags = flags
            buffer[c, r - 1] = cell
        }
    }

    static func parseColor(_ s: Substring, _ line: Int) throws -> Color {
        if s.hasPrefix("#"), s.count == 7, let v = UInt32(s.dropFirst(), radix: 16) {
            return .rgb(UInt8(v >> 16), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
        }
        if let i = UInt8(s) { return .indexed(i) }
        throw SnapshotFormatError(line: line, "bad colour `\(s)`")
    }
}

extension String {
    func trimmingPrefixSpaces() -> Substring { drop(while: { $0 == " " }) }
}
