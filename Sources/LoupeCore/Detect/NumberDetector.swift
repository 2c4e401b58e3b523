/// The numbers detector: `0x` hex, `0o` or leading-zero octal and `0b` binary as decimal; a
/// decimal integer of two digits or more as hex, ranked last (`.hex`). Past 64 bits, signed or
/// malformed: nothing.
enum NumberDetector {
    static func find(_ input: DetectorInput) -> [DetectedValue] {
        let text = Substring(input.text)
        let lower = text.lowercased()
        let prefixes: [(String, UInt64)] = [("0x", 16), ("0o", 8), ("0b", 2)]
        for (prefix, radix) in prefixes where lower.hasPrefix(prefix) {
            guard let n = IntegerText.parse(text.dropFirst(2), radix: radix) else { return [] }
            return [DetectedValue(String(n), rank: .radix, detector: "numbers")]
        }
        if text.count >= 2, text.first == "0", let n = IntegerText.parse(text.dropFirst(), radix: 8), text.allSatisfy({ $0 != "_" }) {
            return [DetectedValue(String(n), rank: .radix, detector: "numbers")]
        }
        guard text.count >= 2, text.first != "0", let n = IntegerText.decimal(text) else { return [] }
        return [DetectedValue("0x" + String(n, radix: 16), rank: .hex, detector: "numbers")]
    }
}
