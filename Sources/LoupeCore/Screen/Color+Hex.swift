extension Color {
    /// The 24-bit colour `#rrggbb` writes (either case), or nil for any other text.
    public init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var bytes: [UInt8] = []
        for i in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.nibble(digits[i]), let low = Self.nibble(digits[i + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self = .rgb(bytes[0], bytes[1], bytes[2])
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
