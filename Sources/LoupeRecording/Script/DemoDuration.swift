/// A length of time in a demo script, kept in whole microseconds so that sums are exact.
///
/// Scripts write durations as `500ms`, `1.5s` or `12.345ms` (at most three
/// decimals for milliseconds, six for seconds). Integer microseconds keep the
/// virtual clock free of floating-point drift: the same script gives the same
/// instants on every machine.
public struct DemoDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Microseconds.
    public var microseconds: Int64

    /// Creates a duration from microseconds.
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// Creates a duration from whole milliseconds.
    public static func milliseconds(_ ms: Int64) -> DemoDuration { DemoDuration(microseconds: ms * 1000) }

    /// No time.
    public static let zero = DemoDuration(microseconds: 0)

    /// The longest duration one script line may ask for (ten minutes).
    public static let maximum = DemoDuration(microseconds: 600_000_000)

    /// Orders durations.
    public static func < (a: DemoDuration, b: DemoDuration) -> Bool { a.microseconds < b.microseconds }

    /// The duration in milliseconds.
    public var milliseconds: Double { Double(microseconds) / 1000 }

    /// The script spelling: `500ms`, `12.5ms`, `0.001ms`.
    public var description: String { DemoDuration.formatMilliseconds(microseconds) + "ms" }

    /// Parses `500ms`, `1.5s`, `0.25s`; nil for anything else (no unit, negative, too long, too precise).
    public static func parse(_ text: String) -> DemoDuration? {
        let (number, scale): (Substring, Int64)
        if text.hasSuffix("ms") {
            (number, scale) = (text.dropLast(2), 1000)
        } else if text.hasSuffix("s") {
            (number, scale) = (text.dropLast(1), 1_000_000)
        } else {
            return nil
        }
        guard let micros = parseDecimal(number, scale: scale), micros <= maximum.microseconds else { return nil }
        return DemoDuration(microseconds: micros)
    }

    /// A non-negative decimal number times `scale` (a power of ten), if it is a whole number of microseconds.
    private static func parseDecimal(_ text: Substring, scale: Int64) -> Int64? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 9, whole.allSatisfy({ $0.isASCII && $0.isNumber }),
              let wholeValue = Int64(whole) else { return nil }
        var result = wholeValue * scale
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            var unit = scale
            for digit in fraction {
                unit /= 10
                guard let d = digit.wholeNumberValue else { return nil }
                if unit == 0 { if d != 0 { return nil } else { continue } }
                result += Int64(d) * unit
            }
        }
        return result
    }

    /// Milliseconds with up to three decimals and no trailing zeros: `12`, `12.5`, `0.001`.
    static func formatMilliseconds(_ microseconds: Int64) -> String {
        let whole = microseconds / 1000
        let fraction = microseconds % 1000
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    /// Seconds with exactly six decimals, as asciicast timestamps are written: `1.250000`.
    public static func formatSeconds(microseconds: Int64) -> String {
        let whole = microseconds / 1_000_000
        var digits = String(microseconds % 1_000_000)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        return "\(whole).\(digits)"
    }
}
