/// How much of a line OCR read back: the characters of the line (spaces left out) found in the same
/// order in what was read (their longest common subsequence), over the line's number of
/// characters. Characters compare as Swift compares them, so a precomposed é matches e + U+0301.
///
/// ```swift
/// OCRScore.fraction(expected: "καλημέρα κόσμε", read: "καΠημερα κόσμε")   // 11 of 13
/// ```
public enum OCRScore {
    /// The fraction, 0...1, of `expected`'s characters read back. A right-to-left line (Hebrew) is laid
    /// left to right in the terminal's cells, so it is also compared reversed, and the better counts.
    public static func fraction(expected: String, read: String, rightToLeft: Bool = false) -> Double {
        let want = Array(expected.filter { !$0.isWhitespace })
        guard !want.isEmpty else { return 1 }
        let got = Array(read.filter { !$0.isWhitespace })
        var found = commonLength(want, got)
        if rightToLeft { found = max(found, commonLength(want.reversed(), got)) }
        return Double(found) / Double(want.count)
    }

    /// The length of the longest common subsequence of two character arrays.
    static func commonLength(_ a: [Character], _ b: [Character]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var current = [0]
            current.reserveCapacity(b.count + 1)
            for (j, y) in b.enumerated() {
                current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j]))
            }
            previous = current
        }
        return previous[b.count]
    }
}
