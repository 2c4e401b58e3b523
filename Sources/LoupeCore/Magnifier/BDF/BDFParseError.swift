/// Why a BDF font could not be read, with the 1-based line where it went wrong.
public struct BDFParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// The text does not begin with `STARTFONT`.
        case notABDFFont
        /// The file ended while something was still expected (a keyword or bitmap rows).
        case unexpectedEndOfFile(expected: String)
        /// A keyword line lacks values or has values that are not numbers.
        case malformedLine(keyword: String)
        /// A keyword that may not appear where it did (e.g. `BITMAP` outside a glyph).
        case unexpectedKeyword(String)
        /// A glyph has no `BBX` line before its `BITMAP`.
        case missingBoundingBox(glyph: String)
        /// A bounding box is negative or larger than the parser supports.
        case unsupportedSize(width: Int, height: Int)
        /// A bitmap row is not hexadecimal or has too few digits for the glyph's width.
        case badBitmapRow(String)
        /// A glyph's `BITMAP` had a different number of rows than its `BBX` height.
        case bitmapRowCount(expected: Int, found: Int)
        /// The font declares `FONTBOUNDINGBOX` nowhere before its glyphs.
        case missingFontBoundingBox
    }

    /// 1-based line number in the BDF text.
    public var line: Int
    /// What was wrong.
    public var reason: Reason

    /// Creates an error.
    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// A message a person can act on.
    public var description: String {
        let what: String
        switch reason {
        case .notABDFFont: what = "not a BDF font: the first keyword must be STARTFONT"
        case let .unexpectedEndOfFile(expected): what = "the font ends early: expected \(expected)"
        case let .malformedLine(keyword): what = "malformed \(keyword) line: missing or non-numeric values"
        case let .unexpectedKeyword(k): what = "\(k) is not allowed here"
        case let .missingBoundingBox(glyph): what = "glyph \(glyph) has no BBX line before BITMAP"
        case let .unsupportedSize(w, h): what = "unsupported size \(w)x\(h): widths and heights must be 0...32 pixels"
        case let .badBitmapRow(row): what = "bad bitmap row \"\(row)\": expected hexadecimal digits covering the glyph width"
        case let .bitmapRowCount(expected, found): what = "bitmap has \(found) rows but BBX says \(expected)"
        case .missingFontBoundingBox: what = "FONTBOUNDINGBOX is missing before the first glyph"
        }
        return "BDF line \(line): \(what)"
    }
}
