import Foundation
import LoupeCore
@testable import LoupeRecording
import Testing

@Suite struct ANSIFrameEncoderTests {
    func frame(_ rows: [String], columns: Int = 10) -> CellBuffer {
        var f = CellBuffer(columns: columns, rows: rows.count)
        for (r, text) in rows.enumerated() { f.write(text, column: 0, row: r) }
        return f
    }

    @Test func theFirstFrameClearsAndDrawsEveryCell() {
        var e = ANSIFrameEncoder()
        let out = e.encode(frame(["ab", "c"], columns: 3))
        #expect(out == "\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2Jab \u{1B}[2;1Hc  ")
    }

    @Test func laterFramesWriteOnlyChangedCells() {
        var e = ANSIFrameEncoder()
        _ = e.encode(frame(["hello", "world"]))
        #expect(e.encode(frame(["hello", "world"])) == "")
        #expect(e.encode(frame(["hello", "wOrlD"])) == "\u{1B}[2;2HO\u{1B}[2;5HD")
        #expect(e.encode(frame(["hellO", "wOrlD"])) == "\u{1B}[1;5HO")
    }

    /// Told which rows changed, the encoder looks at those rows only: a change elsewhere is not
    /// written until a frame names its row.
    @Test func withDamageOnlyTheNamedRowsAreCompared() {
        var e = ANSIFrameEncoder()
        _ = e.encode(frame(["hello", "world", "again"]))
        #expect(e.encode(frame(["hellO", "wOrld", "again"]), rows: FrameDamage(rows: [1])) == "\u{1B}[2;2HO")
        #expect(e.encode(frame(["hellO", "wOrld", "again"]), rows: FrameDamage(rows: [0, 1])) == "\u{1B}[1;5HO")
        #expect(e.encode(frame(["hellO", "wOrld", "agaiN"]), rows: .none) == "")
        #expect(e.encode(frame(["hellO", "wOrld", "agaiN"]), rows: .all) == "\u{1B}[3;5HN")
    }

    /// Random frames of ASCII, wide characters and styles, forty runs of thirty: `body` gets
    /// two encoders that have encoded the same frames, the last frame and the next, with the
    /// rows written on.
    func randomSteps(_ body: (inout ANSIFrameEncoder, inout ANSIFrameEncoder, CellBuffer, inout CellBuffer, Set<Int>, inout SystemRandomNumberGenerator) -> Void) {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["a", "b", "日", "本", " ", "r", "B", "é", "🙂"]
        let styles = [Style.plain, Style(foreground: .indexed(1)), Style(background: .indexed(4), attributes: [.bold])]
        for _ in 0..<40 {
            var whole = ANSIFrameEncoder(), damaged = ANSIFrameEncoder()
            var current = CellBuffer(columns: 12, rows: 6)
            _ = whole.encode(current)
            _ = damaged.encode(current)
            for _ in 0..<30 {
                var next = current
                var changed = Set<Int>()
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    let r = Int.random(in: 0..<6, using: &rng)
                    let text = (0..<Int.random(in: 1...5, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "x" }.joined()
                    _ = next.write(text, column: Int.random(in: 0..<12, using: &rng), row: r, style: styles.randomElement(using: &rng) ?? .plain)
                    changed.insert(r)
                }
                body(&whole, &damaged, current, &next, changed, &rng)
                current = next
            }
        }
    }

    /// With every changed row named, the bytes are those of a whole comparison, frame after frame
    /// (random frames of ASCII, wide characters, styles and a cursor).
    @Test func damageGivesTheSameBytesAsAWholeComparison() {
        randomSteps { whole, damaged, _, next, changed, rng in
            if Bool.random(using: &rng) { next.cursor = GridPoint(column: Int.random(in: 0..<12, using: &rng), row: Int.random(in: 0..<6, using: &rng)) }
            var named = changed
            if Bool.random(using: &rng) { named.insert(Int.random(in: 0..<6, using: &rng)) }  // an unchanged row named too
            #expect(damaged.encode(next, rows: FrameDamage(rows: named)) == whole.encode(next))
        }
    }

    /// With every changed cell inside the columns named for its row, the bytes are those of a
    /// whole comparison (a wide character whose right half alone is named is written whole).
    @Test func columnDamageGivesTheSameBytesAsAWholeComparison() {
        randomSteps { whole, damaged, current, next, _, rng in
            if Bool.random(using: &rng) {
                // Restyle the right half of a wide character only.
                for r in 0..<6 {
                    for c in 1..<12 where next[c, r].isContinuation && Int.random(in: 0..<4, using: &rng) == 0 {
                        next[c, r].style = Style(background: .indexed(4), attributes: [.bold])
                    }
                }
            }
            // Each row's changed cells, from the first to the last, and sometimes a cell more on either side.
            var damage = FrameDamage.none
            for r in 0..<6 {
                let changed = (0..<12).filter { next[$0, r] != current[$0, r] }
                guard let first = changed.first, let last = changed.last else { continue }
                let extra = Bool.random(using: &rng) ? 1 : 0
                damage.insert(r, columns: max(0, first - extra)..<min(12, last + 1 + extra))
            }
            #expect(damaged.encode(next, rows: damage) == whole.encode(next))
        }
    }

    @Test func theCursorIsShownOnlyWhereAFrameHasOne() {
        var e = ANSIFrameEncoder()
        var f = frame(["ab"], columns: 3)
        _ = e.encode(f)
        f.cursor = GridPoint(column: 2, row: 0)
        #expect(e.encode(f) == "\u{1B}[1;3H\u{1B}[?25h")
        #expect(e.encode(f) == "")
        f[0, 0] = Cell("x")
        #expect(e.encode(f) == "\u{1B}[1;1Hx\u{1B}[1;3H")
        f.cursor = nil
        #expect(e.encode(f) == "\u{1B}[?25l")
    }

    @Test func stylesAreSetAndResetAroundTheCellsThatHaveThem() {
        var e = ANSIFrameEncoder()
        var f = frame(["abc"], columns: 3)
        _ = e.encode(f)
        f[1, 0].style = Style(foreground: .indexed(1), background: .rgb(1, 2, 3), attributes: [.bold, .reverse])
        f[2, 0].style = Style(foreground: .indexed(200))
        #expect(e.encode(f) == "\u{1B}[1;2H\u{1B}[0;1;7;31;48;2;1;2;3mb\u{1B}[0;38;5;200mc\u{1B}[0m")
    }

    @Test func sgrCoversEveryColourKind() {
        #expect(ANSIFrameEncoder.sgr(.plain) == "\u{1B}[0m")
        #expect(ANSIFrameEncoder.sgr(Style(foreground: .indexed(9), background: .indexed(4))) == "\u{1B}[0;91;44m")
        #expect(ANSIFrameEncoder.sgr(Style(foreground: .rgb(10, 20, 30), background: .indexed(15))) == "\u{1B}[0;38;2;10;20;30;107m")
        #expect(ANSIFrameEncoder.sgr(Style(attributes: [.dim, .italic, .underline, .blink, .invisible, .strikethrough])) == "\u{1B}[0;2;3;4;5;8;9m")
    }

    @Test func aWideCharacterIsRewrittenWholeAfterAnErase() {
        var e = ANSIFrameEncoder()
        _ = e.encode(frame(["a世b"], columns: 5))
        var changed = frame(["a世b"], columns: 5)
        changed[2, 0].style = Style(foreground: .indexed(2))   // only the continuation's style changes
        changed[1, 0].style = Style(foreground: .indexed(2))
        #expect(e.encode(changed) == "\u{1B}[1;2H\u{1B}[0;32m\u{1B}[2X世\u{1B}[0m")
        // Replacing it with narrow characters writes both columns.
        #expect(e.encode(frame(["axyb"], columns: 5)) == "\u{1B}[1;2Hxy")
    }

    @Test func contentControlsNeverReachTheOutput() {
        var f = CellBuffer(columns: 20, rows: 1)
        f.write("a\u{1B}[31mb\u{7}c\u{0}d\u{9B}e\u{7F}", column: 0, row: 0)
        var e = ANSIFrameEncoder()
        let out = e.encode(f)
        // Remove the encoder's own sequences; what is left must hold no control character.
        let text = out.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(text.debugDescription)")
        #expect(text.contains("␇") && text.contains("␀"), "controls are shown as placeholders")
    }

    /// Random frame sequences: libvterm, fed the concatenated output, ends on the last frame's text.
    @Test(.enabled(if: ExternalTools.available(ExternalTools.unterm), "needs unterm (Debian libvterm-bin)"))
    func anIndependentEmulatorEndsOnTheLastFrame() throws {
        var rng = DemoScriptFuzzTests.SplitMix(state: 7)
        let pieces = ["a", "b", "Z", " ", "世", "界", "ä", "─", "x", "語"]
        let styles = [Style.plain, Style(foreground: .indexed(1)), Style(background: .indexed(4), attributes: .reverse)]
        for _ in 0..<20 {
            var e = ANSIFrameEncoder()
            var stream = ""
            var f = CellBuffer(columns: 12, rows: 4)
            for _ in 0..<8 {
                for _ in 0..<Int.random(in: 1...15, using: &rng) {
                    let text = (0..<Int.random(in: 1...4, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "a" }.joined()
                    f.write(text, column: Int.random(in: 0..<12, using: &rng), row: Int.random(in: 0..<4, using: &rng),
                            style: styles.randomElement(using: &rng) ?? .plain)
                }
                stream += e.encode(f)
            }
            #expect(try ExternalTools.untermScreen(stream, size: f.size) == ExternalTools.rows(f))
        }
    }
}
