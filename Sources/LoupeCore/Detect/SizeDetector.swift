/// The sizes detector: a number with a size unit as bytes (`1.5G` and `300KiB` in powers of
/// 1024, `2MB` and `1kB` in powers of 1000), a byte count (`1048576 bytes`, `1048576B`, or the
/// number alone with `bytes` or `B` after it on its line) in IEC units, and a bare integer of 7
/// digits or more as an IEC size, ranked after the time and hex (`.bareSize`).
enum SizeDetector {
    static func find(_ input: DetectorInput) -> [DetectedValue] {
        let text = Substring(input.text)
        let number = text.prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
        var unit = text.dropFirst(number.count)
        if unit.first == " " { unit.removeFirst() }
        guard !number.isEmpty, number.first != ".", number.last != "." else { return [] }
        if unit.isEmpty {
            guard let n = IntegerText.decimal(number) else { return [] }
            if input.wordAfter == "bytes" || input.wordAfter == "B" {
                return ByteUnits.iecText(n).map { [DetectedValue($0, rank: .size, detector: "sizes")] } ?? []
            }
            guard number.count >= 7, let iec = ByteUnits.iecText(n) else { return [] }
            return [DetectedValue(iec, rank: .bareSize, detector: "sizes")]
        }
        if unit == "B" || unit == "bytes" || unit == "byte" {
            guard let n = IntegerText.decimal(number), let iec = ByteUnits.iecText(n) else { return [] }
            return [DetectedValue(iec, rank: .size, detector: "sizes")]
        }
        guard let multiplier = multiplier(unit), let bytes = bytes(number, times: multiplier) else { return [] }
        return [DetectedValue(bytes, rank: .size, detector: "sizes")]
    }

    /// The bytes a unit stands for: `K`, `Ki`, `KiB` (any case for `k`) 1024; `KB`, `kB` 1000.
    static func multiplier(_ unit: Substring) -> UInt64? {
        guard let letter = unit.first, let power = Array("KMGTPE").firstIndex(of: Character(letter.uppercased())) else { return nil }
        let rest = unit.dropFirst()
        let base: UInt64
        switch rest {
        case "", "i", "iB": base = 1024
        case "B": base = 1000
        default: return nil
        }
        var m: UInt64 = 1
        for _ in 0...power { m *= base }
        return m
    }

    /// `number` (digits, at most 6 after a point) times `multiplier`, as `N bytes` (`about N bytes`
    /// when not whole); nil past 64 bits.
    static func bytes(_ number: Substring, times multiplier: UInt64) -> String? {
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = IntegerText.decimal(parts[0]) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 6, let fractionValue = fraction.isEmpty ? 0 : IntegerText.decimal(fraction) else { return nil }
        var scale: UInt64 = 1
        for _ in 0..<fraction.count { scale *= 10 }
        let (m, o1) = whole.multipliedReportingOverflow(by: scale)
        let (mantissa, o2) = m.addingReportingOverflow(fractionValue)
        guard !o1, !o2 else { return nil }
        let (high, low) = mantissa.multipliedFullWidth(by: multiplier)
        guard high < scale else { return nil }
        let (q, r) = scale.dividingFullWidth((high, low))
        guard r > 0 else { return "\(q) bytes" }
        return r >= scale - r && q < .max ? "about \(q + 1) bytes" : "about \(q) bytes"
    }
}
