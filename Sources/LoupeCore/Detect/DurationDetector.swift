/// The durations detector: a number with a unit (`d`, `h`, `m`, `s`, `ms`, `us`/`µs`, `ns`), or
/// several (`1h2m`, `1h 2m 5s`), normalised: a single unit as days, hours, minutes and seconds
/// (`3725s` shows `1h 2m 5s`), a form already so as seconds (`1h2m` shows `3720s`, `150ms`
/// `0.15s`). Past 64 bits of nanoseconds: nothing.
enum DurationDetector {
    static let units: [(String, UInt64)] = [
        ("ms", 1_000_000), ("us", 1000), ("µs", 1000), ("ns", 1), ("d", 86_400_000_000_000), ("h", 3_600_000_000_000),
        ("m", 60_000_000_000), ("s", 1_000_000_000),
    ]

    static func find(_ input: DetectorInput) -> [DetectedValue] {
        guard let total = nanoseconds(Substring(input.text)) else { return [] }
        let written = input.text.filter { $0 != " " }
        let compound = compoundText(total)
        if compound.filter({ $0 != " " }) != written { return [DetectedValue(compound, rank: .duration, detector: "durations")] }
        let seconds = IntegerText.fraction(total, over: 1_000_000_000, digits: 3) + "s"
        return seconds == written ? [] : [DetectedValue(seconds, rank: .duration, detector: "durations")]
    }

    /// The nanoseconds of a duration, or nil when it is not one (or is past 64 bits).
    static func nanoseconds(_ text: Substring) -> UInt64? {
        var rest = text
        var total: UInt64 = 0
        var parts = 0
        while !rest.isEmpty {
            if parts > 0, rest.first == " " { rest.removeFirst() }
            let number = rest.prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
            rest = rest.dropFirst(number.count)
            guard !number.isEmpty, let (unit, per) = units.first(where: { rest.hasPrefix($0.0) }) else { return nil }
            rest = rest.dropFirst(unit.count)
            // The unit must end there (`5min`, `3sec` are not read).
            if let next = rest.first, next.isLetter { return nil }
            guard let value = scaled(number, per) else { return nil }
            let (sum, overflow) = total.addingReportingOverflow(value)
            guard !overflow else { return nil }
            total = sum
            parts += 1
        }
        return parts > 0 ? total : nil
    }

    /// `number` (digits, optionally a point and up to 9 more) times `per`, rounded down.
    static func scaled(_ number: Substring, _ per: UInt64) -> UInt64? {
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = IntegerText.decimal(parts[0]) else { return nil }
        let (w, o) = whole.multipliedReportingOverflow(by: per)
        guard !o else { return nil }
        guard parts.count == 2 else { return w }
        let fraction = parts[1]
        guard !fraction.isEmpty, fraction.count <= 9, let f = IntegerText.decimal(fraction) else { return nil }
        var scale: UInt64 = 1
        for _ in 0..<fraction.count { scale *= 10 }
        let (high, low) = f.multipliedFullWidth(by: per)
        let (extra, _) = scale.dividingFullWidth((high, low))
        let (sum, o2) = w.addingReportingOverflow(extra)
        return o2 ? nil : sum
    }

    /// `1d 2h 3m 4.5s`; below a second `150ms`, `20µs`, `7ns`.
    static func compoundText(_ ns: UInt64) -> String {
        let second: UInt64 = 1_000_000_000
        if ns < second {
            if ns >= 1_000_000 { return IntegerText.fraction(ns, over: 1_000_000, digits: 3) + "ms" }
            if ns >= 1000 { return IntegerText.fraction(ns, over: 1000, digits: 3) + "µs" }
            return "\(ns)ns"
        }
        let s = ns / second
        var parts: [String] = []
        if s >= 86_400 { parts.append("\(s / 86_400)d") }
        if s % 86_400 >= 3600 { parts.append("\(s % 86_400 / 3600)h") }
        if s % 3600 >= 60 { parts.append("\(s % 3600 / 60)m") }
        if s % 60 > 0 || ns % second > 0 { parts.append(IntegerText.fraction(s % 60 * second + ns % second, over: second, digits: 3) + "s") }
        return parts.joined(separator: " ")
    }
}
