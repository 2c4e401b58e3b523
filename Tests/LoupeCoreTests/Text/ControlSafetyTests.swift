import Foundation
import Testing
import PropertyBased
@testable import LoupeCore

@Suite("Control-character safety")
struct ControlSafetyTests {
    static let interesting: [UInt8] = [0x1B, 0x5B, 0x5D, 0x50, 0x5C, 0x07, 0x3B, 0x3A, 0x6D, 0x38, 0x0A, 0x09, 0x0D, 0x9B, 0xC2, 0xE2, 0x80, 0xAE, 0x81, 0xA9, 0x8B, 0xAD, 0xF3, 0xA0, 0xF0, 0x9F, 0x8F, 0xB4]

    /// Whether a cell holds a scalar that must never reach a terminal: a C0 or C1 control, a bidi
    /// control, an invisible character (but the tags of a subdivision flag, which stay with it).
    static func holdsRawControl(_ cell: Cell) -> Bool {
        let scalars = cell.grapheme.unicodeScalars
        return scalars.contains {
            ControlPictures.isControl($0) || ControlPictures.isBidiControl($0) || ControlPictures.isInvisible($0) && scalars.first?.value != 0x1F3F4
        }
    }

    /// Bytes biased toward escape sequences, controls and UTF-8 lead bytes.
    static let bytes = Gen.uint32(in: 0...UInt32.max).map { v -> UInt8 in
        switch v % 6 {
        case 0, 1, 2: return UInt8(truncatingIfNeeded: v >> 8)
        case 3, 4: return interesting[Int(v >> 8) % interesting.count]
        default: return UInt8(0x20 + (v >> 8) % 95)
        }
    }.array(of: 0...300)

    @Test("no imported cell ever holds a control character, and widths are consistent")
    func noRawControls() async {
        await propertyCheck(count: 500, input: Self.bytes) { input in
            let text = TextImporter().importText(input)
            for line in text.lines {
                for (i, cell) in line.enumerated() {
                    #expect(!ControlSafetyTests.holdsRawControl(cell))
                    if cell.isWide { #expect(i + 1 < line.count && line[i + 1].isContinuation) }
                    if cell.isContinuation { #expect(i > 0 && line[i - 1].isWide) }
                }
            }
            // And the snapshot of it round-trips.
            let snap = LineLayout.snapshot(of: text, width: 17)
            #expect((try? SnapshotTextFormat.decode(SnapshotTextFormat.encode(snap))) == snap)
        }
    }

    @Test("all of /bin/ls as input: placeholders, no crash")
    func binary() throws {
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: "/bin/ls")))
        let text = TextImporter().importText(Array(bytes.prefix(200_000)))
        #expect(!text.lines.isEmpty)
        #expect(text.lines.flatMap { $0 }.contains { $0.flags.contains(.placeholder) })
    }
}
