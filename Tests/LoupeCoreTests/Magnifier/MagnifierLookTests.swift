import Foundation
import LoupeCore
import Testing

/// Writes magnified samples to /tmp/loupe-magnifier-look.txt so a person can look at them.
@Suite("Magnifier look")
struct MagnifierLookTests {
    @Test("a magnified Hello, World at every tier and zoom is written for inspection")
    func writeSamples() throws {
        let source = MagnifierFixture.source(["The quick brown", "Hello, World", "jumps over it."])
        var text = ""
        for tier in MagnifierTier.allCases {
            for zoom in [2, 3, 4] where tier != .spread || zoom == 2 {
                let request = MagnifierRequest(source: source, focusRow: 1, centerColumn: 6, caretColumn: 5,
                                               size: GridSize(columns: 12 * zoom + 2, rows: zoom + 4), tier: tier, zoom: zoom)
                let out = MagnifierFixture.magnifier.render(request)
                #expect(out.size == request.size)
                text += "\(tier) k=\(zoom), caret after \"Hello\"\n" + out.plainText + "\n\n"
                if let blitter = tier.blitter,
                   let pixels = MagnifierFixture.decode(out, blitter: blitter, columns: 0..<out.columns, rows: 0..<out.rows) {
                    text += "decoded pixels:\n" + MagnifierFixture.art(pixels) + "\n\n"
                }
            }
        }
        try text.write(toFile: "/tmp/loupe-magnifier-look.txt", atomically: true, encoding: .utf8)
    }
}
