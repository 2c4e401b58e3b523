import Testing
import LoupeCore

@Suite struct PrintableASCIITests {
    /// Exactly 0x20-0x7E: not the C0 controls below, DEL, or any byte of UTF-8 beyond.
    @Test func exactlyTheBytesFromSpaceToTilde() {
        let printable = (0...255).map(UInt8.init).filter(PrintableASCII.contains)
        #expect(printable == Array(0x20...0x7E))
        #expect(PrintableASCII.containsAll("plain ~ text".utf8))
        #expect(PrintableASCII.containsAll([UInt8]()), "no byte: nothing to refuse")
        for other: UInt8 in [0x09, 0x1B, 0x1F, 0x7F, 0x80, 0xC3, 0xFF] {
            #expect(!PrintableASCII.containsAll([0x61, other, 0x62]), "\(other)")
        }
    }
}
