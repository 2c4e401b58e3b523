/// The colours detector: `#rrggbb` and `#rgb` as `rgb(r, g, b)`, with the colour as its swatch.
enum ColourDetector {
    static func find(_ input: DetectorInput) -> [DetectedValue] {
        let text = Substring(input.text)
        guard text.first == "#", text.count == 7 || text.count == 4, text.dropFirst().allSatisfy(\.isHexDigit),
              let value = IntegerText.parse(text.dropFirst(), radix: 16) else { return [] }
        let (r, g, b) = text.count == 7 ? (value >> 16, value >> 8 & 0xff, value & 0xff)
            : ((value >> 8) * 17, (value >> 4 & 0xf) * 17, (value & 0xf) * 17)
        return [DetectedValue("rgb(\(r), \(g), \(b))", rank: .colour, detector: "colours",
                              swatch: .rgb(UInt8(truncatingIfNeeded: r), UInt8(truncatingIfNeeded: g), UInt8(truncatingIfNeeded: b)))]
    }
}
