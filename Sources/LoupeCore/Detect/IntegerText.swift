/// Unsigned integers read from text in a radix, refusing what does not fit in 64 bits (never
/// wrapping), and written back.
enum IntegerText {
    /// The value of `digits` in `radix` (2 to 16; `_` between digits allowed), or nil when empty,
    /// a character is not a digit of the radix, or the value is past `UInt64.max`.
    static func parse(_ digits: Substring, radix: UInt64) -> UInt64? {
        guard let first = digits.first, first != "_", digits.last != "_" else { return nil }
        var value: UInt64 = 0
        for c in digits where c != "_" {
            guard let d = c.hexDigitValue, UInt64(d) < radix else { return nil }
            let (times, o1) = value.multipliedReportingOverflow(by: radix)
            let (sum, o2) = times.addingReportingOverflow(UInt64(d))
            guard !o1, !o2 else { return nil }
            value = sum
        }
        return value
    }

    /// A decimal integer written with ASCII digits only.
    static func decimal(_ text: Substring) -> UInt64? {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return parse(text, radix: 10)
    }

    /// `value` in decimal with `fractionDigits` digits of `numerator/denominator` after the point,
    /// trailing zeros (and the point) dropped; rounded half up.
    static func fraction(_ numerator: UInt64, over denominator: UInt64, digits fractionDigits: Int) -> String {
        var scale: UInt64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        let whole = numerator / denominator
        let rest = numerator % denominator
        // rest * scale may overflow for large denominators: compute in full width.
        let (high, low) = rest.multipliedFullWidth(by: scale)
        var (q, r) = denominator.dividingFullWidth((high, low))
        if r >= denominator - r { q += 1 }
        var intPart = whole
        if q >= scale { intPart += 1; q -= scale }
        guard q > 0 else { return String(intPart) }
        var frac = String(q)
        frac = String(repeating: "0", count: fractionDigits - frac.count) + frac
        while frac.hasSuffix("0") { frac.removeLast() }
        return "\(intPart).\(frac)"
    }
}
