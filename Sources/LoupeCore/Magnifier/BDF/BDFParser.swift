/// Reads Glyph Bitmap Distribution Format (BDF 2.1) text into a `BitmapFont`.
///
/// It understands the header (`FONT`, `FONTBOUNDINGBOX`, the properties
/// block with `FONT_ASCENT`, `FONT_DESCENT`, `DEFAULT_CHAR`), and each glyph's
/// `STARTCHAR`, `ENCODING`, `DWIDTH`, `BBX` and `BITMAP`. Unknown keywords are
/// skipped, blank lines and `COMMENT`s ignored, unencoded glyphs (`ENCODING -1`)
/// dropped. Anything malformed or truncated throws a `BDFParseError` naming the line.
/// Ascent and descent are clamped to `0...maximumGlyphSize`.
public struct BDFParser: Sendable {
    /// The widest and tallest glyph accepted, in pixels.
    public static let maximumGlyphSize = 32

    /// Creates a parser.
    public init() {}

    /// Parses BDF text.
    public func parse(_ text: String) throws(BDFParseError) -> BitmapFont {
        var state = ParseState()
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            try state.consume(line: rawLine, number: lineNumber)
            if state.finished { break }
        }
        guard state.finished else {
            throw BDFParseError(line: lineNumber, reason: .unexpectedEndOfFile(expected: state.expectation))
        }
        return state.font()
    }
}

/// The parser's progress through one font.
private struct ParseState {
    enum Phase { case start, header, properties, glyph, bitmap }

    var phase = Phase.start
    var finished = false
    var name = ""
    var fontBox: BDFBoundingBox?
    var properties: [String: String] = [:]
    var glyphs: [UInt32: BitmapGlyph] = [:]
    // The glyph being read.
    var glyphName = ""
    var codePoint: Int = -1
    var advance = 0
    var glyphBox: BDFBoundingBox?
    var rows: [UInt32] = []

    var expectation: String {
        switch phase {
        case .start: return "STARTFONT"
        case .header: return "ENDFONT"
        case .properties: return "ENDPROPERTIES"
        case .glyph: return "BITMAP or ENDCHAR for glyph \(glyphName)"
        case .bitmap: return "\(glyphBox.map { $0.height - rows.count } ?? 0) more bitmap rows and ENDCHAR for glyph \(glyphName)"
        }
    }

    mutating func consume(line raw: Substring, number: Int) throws(BDFParseError) {
        let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        if trimmed.isEmpty { return }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let keyword = String(words[0])
        if keyword == "COMMENT" { return }
        switch phase {
        case .start:
            guard keyword == "STARTFONT" else { throw BDFParseError(line: number, reason: .notABDFFont) }
            phase = .header
        case .header: try header(keyword, words, trimmed, number)
        case .properties: try property(keyword, trimmed, number)
        case .glyph: try glyphLine(keyword, words, number)
        case .bitmap: try bitmapLine(keyword, number)
        }
    }

    mutating func header(_ keyword: String, _ words: [Substring], _ line: Substring, _ number: Int) throws(BDFParseError) {
        switch keyword {
        case "FONT": name = String(line.dropFirst(4).drop(while: { $0 == " " }))
        case "FONTBOUNDINGBOX": fontBox = try box(words, keyword, number)
        case "STARTPROPERTIES": phase = .properties
        case "STARTCHAR":
            guard fontBox != nil else { throw BDFParseError(line: number, reason: .missingFontBoundingBox) }
            glyphName = words.dropFirst().joined(separator: " ")
            codePoint = -1
            advance = fontBox?.width ?? 0
            glyphBox = nil
            rows = []
            phase = .glyph
        case "ENDFONT": finished = true
        case "BITMAP", "ENDCHAR", "ENCODING", "BBX", "ENDPROPERTIES":
            throw BDFParseError(line: number, reason: .unexpectedKeyword(keyword))
        default: break
        }
    }

    mutating func property(_ keyword: String, _ line: Substring, _ number: Int) throws(BDFParseError) {
        if keyword == "ENDPROPERTIES" { phase = .header; return }
        var value = line.dropFirst(keyword.count).drop(while: { $0 == " " || $0 == "\t" })
        if value.hasPrefix("\"") {
            value = value.dropFirst()
            if value.hasSuffix("\"") { value = value.dropLast() }
            properties[keyword] = String(value).replacingDoubledQuotes()
        } else {
            properties[keyword] = String(value)
        }
    }

    mutating func glyphLine(_ keyword: String, _ words: [Substring], _ number: Int) throws(BDFParseError) {
        switch keyword {
        case "ENCODING":
            guard words.count >= 2, let first = Int(words[1]) else {
                throw BDFParseError(line: number, reason: .malformedLine(keyword: keyword))
            }
            if first < 0, words.count >= 3, let alternative = Int(words[2]) { codePoint = alternative } else { codePoint = first }
        case "DWIDTH":
            guard words.count >= 2, let x = Int(words[1]) else {
                throw BDFParseError(line: number, reason: .malformedLine(keyword: keyword))
            }
            advance = x
        case "BBX": glyphBox = try box(words, keyword, number)
        case "BITMAP":
            guard let b = glyphBox else { throw BDFParseError(line: number, reason: .missingBoundingBox(glyph: glyphName)) }
            rows.reserveCapacity(b.height)
            phase = .bitmap
        case "ENDCHAR":
            // A glyph without BITMAP: only valid when it has no pixels.
            guard glyphBox == nil || glyphBox?.height == 0 else {
                throw BDFParseError(line: number, reason: .bitmapRowCount(expected: glyphBox?.height ?? 0, found: 0))
            }
            finishGlyph()
        case "STARTCHAR", "ENDFONT", "STARTPROPERTIES":
            throw BDFParseError(line: number, reason: .unexpectedKeyword(keyword))
        default: break
        }
    }

    mutating func bitmapLine(_ keyword: String, _ number: Int) throws(BDFParseError) {
        let box = glyphBox ?? BDFBoundingBox(width: 0, height: 0, xOffset: 0, yOffset: 0)
        if keyword == "ENDCHAR" {
            guard rows.count == box.height else {
                throw BDFParseError(line: number, reason: .bitmapRowCount(expected: box.height, found: rows.count))
            }
            finishGlyph()
            return
        }
        guard rows.count < box.height else {
            if keyword == "STARTCHAR" || keyword == "ENDFONT" { throw BDFParseError(line: number, reason: .unexpectedKeyword(keyword)) }
            throw BDFParseError(line: number, reason: .bitmapRowCount(expected: box.height, found: rows.count + 1))
        }
        rows.append(try Self.bitmapRow(keyword, width: box.width, number))
    }

    /// One hex row, most significant bit leftmost, turned into bit x = column x.
    static func bitmapRow(_ hex: String, width: Int, _ number: Int) throws(BDFParseError) -> UInt32 {
        let digits = hex.utf8.count
        guard digits >= (width + 3) / 4, digits <= 16, let value = UInt64(hex, radix: 16) else {
            throw BDFParseError(line: number, reason: .badBitmapRow(hex))
        }
        let bits = digits * 4
        var row: UInt32 = 0
        for x in 0..<width where (value >> UInt64(bits - 1 - x)) & 1 == 1 { row |= 1 << UInt32(x) }
        return row
    }

    func box(_ words: [Substring], _ keyword: String, _ number: Int) throws(BDFParseError) -> BDFBoundingBox {
        guard words.count >= 5, let w = Int(words[1]), let h = Int(words[2]), let x = Int(words[3]), let y = Int(words[4]) else {
            throw BDFParseError(line: number, reason: .malformedLine(keyword: keyword))
        }
        guard (0...BDFParser.maximumGlyphSize).contains(w), (0...BDFParser.maximumGlyphSize).contains(h) else {
            throw BDFParseError(line: number, reason: .unsupportedSize(width: w, height: h))
        }
        return BDFBoundingBox(width: w, height: h, xOffset: x, yOffset: y)
    }

    mutating func finishGlyph() {
        phase = .header
        guard codePoint >= 0, codePoint <= 0x10FFFF, let b = glyphBox ?? fontBox else { return }
        let cp = UInt32(codePoint)
        glyphs[cp] = BitmapGlyph(name: glyphName, codePoint: cp, advance: advance, boundingBox: b, rows: glyphBox == nil ? [] : rows)
    }

    func font() -> BitmapFont {
        let box = fontBox ?? BDFBoundingBox(width: 0, height: 0, xOffset: 0, yOffset: 0)
        let ascent = properties["FONT_ASCENT"].flatMap { Int($0) } ?? (box.height + box.yOffset)
        let descent = properties["FONT_DESCENT"].flatMap { Int($0) } ?? (-box.yOffset)
        let defaultChar = properties["DEFAULT_CHAR"].flatMap { UInt32($0) }
        let limit = BDFParser.maximumGlyphSize
        return BitmapFont(name: name, boundingBox: box, ascent: min(max(0, ascent), limit), descent: min(max(0, descent), limit),
                          defaultChar: defaultChar, properties: properties, glyphs: glyphs)
    }
}

extension String {
    /// BDF doubles a quote inside a quoted property value.
    fileprivate func replacingDoubledQuotes() -> String {
        guard contains("\"\"") else { return self }
        var out = ""
        var previousQuote = false
        for c in self {
            if c == "\"" && previousQuote { previousQuote = false; continue }
            previousQuote = c == "\""
            out.append(c)
        }
        return out
    }
}
