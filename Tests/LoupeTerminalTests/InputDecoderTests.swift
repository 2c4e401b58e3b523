import LoupeCore
import Testing
@testable import LoupeTerminal

/// Bytes of a string (escape sequences written with \u{1B}).
private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

private let t0 = Instant(milliseconds: 5)

private func mouse(_ inputs: [DecodedInput]) -> [MouseEvent] {
    inputs.compactMap { if case let .mouse(m) = $0 { return m } else { return nil } }
}

private func keys(_ inputs: [DecodedInput]) -> [KeyEvent] {
    inputs.compactMap { if case let .key(k) = $0 { return k } else { return nil } }
}

@Suite struct InputDecoderMouseTests {
    @Test func sgrPressDragReleaseAreThreeEventsFromOneRead() {
        var d = InputDecoder()
        let out = d.feed(bytes("\u{1B}[<0;10;5M\u{1B}[<32;11;5M\u{1B}[<32;12;6M\u{1B}[<0;12;6m"), at: t0)
        let m = mouse(out)
        #expect(m.map(\.action) == [.press, .drag, .drag, .release])
        #expect(m.map(\.button) == [.left, .left, .left, .left])
        #expect(m.map(\.position) == [GridPoint(column: 9, row: 4), GridPoint(column: 10, row: 4),
                                      GridPoint(column: 11, row: 5), GridPoint(column: 11, row: 5)])
        #expect(m.allSatisfy { $0.time == t0 && $0.subCell == nil && $0.modifiers.isEmpty })
    }

    @Test func pressAndReleaseInOneReadAreNotMergedIntoAClick() {
        var d = InputDecoder()
        let m = mouse(d.feed(bytes("\u{1B}[<2;3;4M\u{1B}[<2;3;4m"), at: t0))
        #expect(m.map(\.action) == [.press, .release])
        #expect(m.map(\.button) == [.right, .right])
    }

    @Test func wheelWithModifiers() {
        var d = InputDecoder()
        // 64 up, 65 down; +4 shift, +8 alt, +16 ctrl
        let m = mouse(d.feed(bytes("\u{1B}[<68;1;1M\u{1B}[<89;2;2M\u{1B}[<66;1;1M"), at: t0))
        #expect(m.count == 2)  // sideways wheel (66) is dropped
        #expect(m[0].button == .wheelUp && m[0].action == .press && m[0].modifiers == .shift)
        #expect(m[1].button == .wheelDown && m[1].modifiers == [.alt, .ctrl])
    }

    @Test func modifiersOnDrag() {
        var d = InputDecoder()
        let m = mouse(d.feed(bytes("\u{1B}[<52;7;8M"), at: t0))  // 32 motion + 16 ctrl + 4 shift, left
        #expect(m == [MouseEvent(.drag, .left, at: GridPoint(column: 6, row: 7), modifiers: [.shift, .ctrl], time: t0)])
    }

    @Test func hoverMotionHasNoButton() {
        var d = InputDecoder()
        let m = mouse(d.feed(bytes("\u{1B}[<35;40;2M"), at: t0))
        #expect(m == [MouseEvent(.move, .none, at: GridPoint(column: 39, row: 1), time: t0)])
    }

    @Test func columnsBeyond223() {
        var d = InputDecoder()
        let m = mouse(d.feed(bytes("\u{1B}[<0;300;120M\u{1B}[<32;1000;2M"), at: t0))
        #expect(m.map(\.position) == [GridPoint(column: 299, row: 119), GridPoint(column: 999, row: 1)])
    }

    @Test func sequenceSplitAtEveryByteDecodesTheSame() {
        let text = bytes("\u{1B}[<0;10;5M\u{1B}[<32;250;5Mx\u{1B}[<0;250;5m\u{1B}[A")
        var whole = InputDecoder()
        let expected = whole.feed(text, at: t0)
        #expect(expected.count == 5)
        for split in 1..<text.count {
            var d = InputDecoder()
            let got = d.feed(text[0..<split], at: t0) + d.feed(text[split...], at: t0)
            #expect(got == expected, "split at \(split)")
            #expect(!d.hasPending)
        }
        var d = InputDecoder()
        var got: [DecodedInput] = []
        for b in text { got += d.feed([b], at: t0) }
        #expect(got == expected)
    }

    @Test func x10FallbackWithReleaseOfTheLastButton() {
        var d = InputDecoder()
        // press middle at (5,3), drag to (6,3), release (code 3)
        let x10: [UInt8] = [0x1B, 0x5B, 0x4D, 33, 37, 35, 0x1B, 0x5B, 0x4D, 65, 38, 35, 0x1B, 0x5B, 0x4D, 35, 38, 35]
        let m = mouse(d.feed(x10, at: t0))
        #expect(m.map(\.action) == [.press, .drag, .release])
        #expect(m.map(\.button) == [.middle, .middle, .middle])
        #expect(m.map(\.position) == [GridPoint(column: 4, row: 2), GridPoint(column: 5, row: 2), GridPoint(column: 5, row: 2)])
    }

    @Test func x10HighColumnBytes() {
        var d = InputDecoder()
        let x10: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 255, 33]
        let m = mouse(d.feed(x10, at: t0))
        #expect(m.first?.position == GridPoint(column: 222, row: 0))
    }

    @Test func pixelReportsAfterTheConfirmingReplyInTheSameRead() {
        var d = InputDecoder()
        d.cellPixelSize = (10, 20)
        // A cell report, the 1016 "set" reply, then pixel reports: x=25 → pixel 24 → column 2, 40% across.
        let out = d.feed(bytes("\u{1B}[<0;3;2M\u{1B}[?1016;1$y\u{1B}[<32;25;31M\u{1B}[<32;1;1M"), at: t0)
        #expect(out.contains(.modeReport(mode: 1016, value: 1)))
        let m = mouse(out)
        #expect(m[0].position == GridPoint(column: 2, row: 1) && m[0].subCell == nil)
        #expect(m[1].position == GridPoint(column: 2, row: 1))
        #expect(m[1].subCell == SubCellPosition(x: 0.4, y: 0.5))
        #expect(m[2].position == GridPoint(column: 0, row: 0))
        #expect(m[2].subCell == SubCellPosition(x: 0, y: 0))
    }

    @Test func cellSizeReply() {
        var d = InputDecoder()
        let out = d.feed(bytes("\u{1B}[6;18;9t"), at: t0)
        #expect(out == [.cellPixelSize(width: 9, height: 18)])
        #expect(d.cellPixelSize?.width == 9 && d.cellPixelSize?.height == 18)
    }

    @Test("OSC 11 replies: 4, 2 or 1 hex digits a channel, ended by ST or BEL", arguments: [
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", DecodedInput.defaultBackground(red: 255, green: 255, blue: 255)),
        ("\u{1B}]11;rgb:0000/0000/0000\u{07}", .defaultBackground(red: 0, green: 0, blue: 0)),
        ("\u{1B}]11;rgb:1e1e/2020/3030\u{1B}\\", .defaultBackground(red: 30, green: 32, blue: 48)),
        ("\u{1B}]11;rgb:fd/f6/e3\u{07}", .defaultBackground(red: 253, green: 246, blue: 227)),
        ("\u{1B}]11;rgb:f/8/0\u{07}", .defaultBackground(red: 255, green: 136, blue: 0)),
    ])
    func backgroundReply(_ reply: String, _ expected: DecodedInput) {
        var d = InputDecoder()
        #expect(d.feed(bytes(reply + "q"), at: t0) == [expected, .key(KeyEvent(.character("q"), time: t0))])
        #expect(!d.hasPending)
        // Split anywhere, the same.
        for cut in 1..<reply.utf8.count {
            var split = InputDecoder()
            let all = Array(reply.utf8)
            let out = split.feed(all[..<cut], at: t0) + split.feed(all[cut...], at: t0)
            #expect(out == [expected], "cut at \(cut)")
        }
    }

    @Test func otherColorRepliesAndBadOnesAreDroppedAltBracketStaysAKey() {
        var d = InputDecoder()
        // The foreground (OSC 10), a colour name instead of rgb:, a bad digit: dropped, nothing typed.
        #expect(d.feed(bytes("\u{1B}]10;rgb:ffff/ffff/ffff\u{07}\u{1B}]11;white\u{07}\u{1B}]11;rgb:gg/00/00\u{07}"), at: t0).isEmpty)
        // Alt+] followed by typing is still alt+] and the keys.
        let k = keys(d.feed(bytes("\u{1B}]x"), at: t0))
        #expect(k == [KeyEvent(.character("]"), modifiers: .alt, time: t0), KeyEvent(.character("x"), time: t0)])
        // An endless reply is dropped, the pending buffer stays small, and text after it survives.
        let junk = "\u{1B}]11;" + String(repeating: "9", count: 400)
        let out = d.feed(bytes(junk + "\u{07}z"), at: t0)
        #expect(keys(out).last?.key == .character("z"))
        #expect(!out.contains { if case .defaultBackground = $0 { return true } else { return false } })
    }
}

@Suite struct InputDecoderKeyTests {
    @Test func arrowsAndNavigationKeysInBothModes() {
        var d = InputDecoder()
        let k = keys(d.feed(bytes("\u{1B}[A\u{1B}OB\u{1B}[C\u{1B}OD\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH"), at: t0))
        #expect(k.map(\.key) == [.up, .down, .right, .left, .pageUp, .pageDown, .home, .end, .home, .end, .home])
        #expect(k.allSatisfy { $0.modifiers.isEmpty })
    }

    @Test func modifiedArrowsAndFunctionKeys() {
        var d = InputDecoder()
        let k = keys(d.feed(bytes("\u{1B}[1;2A\u{1B}[1;5D\u{1B}[1;3C\u{1B}[5;5~\u{1B}OP\u{1B}[15~\u{1B}[24~\u{1B}[Z"), at: t0))
        #expect(k.map(\.key) == [.up, .left, .right, .pageUp, .function(1), .function(5), .function(12), .tab])
        #expect(k.map(\.modifiers) == [.shift, .ctrl, .alt, .ctrl, [], [], [], .shift])
    }

    @Test func controlKeysAndPrintable() {
        var d = InputDecoder()
        let k = keys(d.feed([0x03, 0x1A, 0x0D, 0x09, 0x7F, 0x61, 0x20, 0x00], at: t0))
        #expect(k.map(\.key) == [.character("c"), .character("z"), .enter, .tab, .backspace, .character("a"), .character(" "), .character(" ")])
        #expect(k.map(\.modifiers) == [.ctrl, .ctrl, [], [], [], [], [], .ctrl])
    }

    @Test func utf8CharactersSplitAcrossReads() {
        var d = InputDecoder()
        let text = bytes("é世🙂")
        var got: [KeyEvent] = []
        for b in text { got += keys(d.feed([b], at: t0)) }
        #expect(got.map(\.key) == [.character("é"), .character("世"), .character("🙂")])
    }

    @Test func loneEscapeWaitsThenFlushesAsEsc() {
        var d = InputDecoder()
        #expect(d.feed([0x1B], at: t0).isEmpty)
        #expect(d.hasPending)
        let out = d.flush(at: t0)
        #expect(keys(out).map(\.key) == [.escape])
        #expect(!d.hasPending)
    }

    @Test func escapeThenKeyIsAlt() {
        var d = InputDecoder()
        let k = keys(d.feed(bytes("\u{1B}x"), at: t0))
        #expect(k == [KeyEvent(.character("x"), modifiers: .alt, time: t0)])
    }

    @Test func doubleEscapeIsEscThenPending() {
        var d = InputDecoder()
        let k = keys(d.feed([0x1B, 0x1B], at: t0))
        #expect(k.map(\.key) == [.escape])
        #expect(keys(d.flush(at: t0)).map(\.key) == [.escape])
    }

    @Test func unknownSequencesAreDroppedAndTextAfterThemSurvives() {
        var d = InputDecoder()
        let k = keys(d.feed(bytes("\u{1B}[2~\u{1B}[3~\u{1B}[200~\u{1B}[?25hok"), at: t0))
        #expect(k.map(\.key) == [.character("o"), .character("k")])
    }

    @Test func invalidUTF8IsDropped() {
        var d = InputDecoder()
        let k = keys(d.feed([0xFF, 0x80, 0xC3, 0x28, 0x61], at: t0))
        #expect(k.map(\.key) == [.character("("), .character("a")])
    }
}

@Suite struct InputDecoderFuzzTests {
    /// A small deterministic generator (xorshift), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    @Test func randomBytesNeverCrashOrGrowThePendingBuffer() {
        var g = Generator(state: 0x9E37_79B9_7F4A_7C15)
        let alphabet: [UInt8] = [0x1B, 0x5B, 0x3C, 0x3B, 0x4D, 0x6D, 0x4F, 0x7E, 0x3F, 0x24, 0x79, 0x74, 0x30, 0x31, 0x39, 0x61, 0xC3, 0xE4, 0xF0, 0x80, 0xFF, 0x00]
        for round in 0..<300 {
            var d = InputDecoder()
            var produced = 0
            for _ in 0..<20 {
                let n = Int(g.next() % 40)
                let chunk = (0..<n).map { _ -> UInt8 in
                    g.next() % 3 == 0 ? UInt8(truncatingIfNeeded: g.next()) : alphabet[Int(g.next() % UInt64(alphabet.count))]
                }
                produced += d.feed(chunk, at: Instant(milliseconds: Double(round))).count
            }
            _ = d.flush(at: t0)
            #expect(!d.hasPending, "round \(round)")
            _ = produced
        }
    }

    @Test func validEventsSurviveRandomSplitting() {
        var g = Generator(state: 42)
        let text = bytes("a\u{1B}[<0;5;5M\u{1B}[<32;6;5Mé\u{1B}[<0;6;5m\u{1B}[1;2B\u{1B}[<65;300;9M")
        var whole = InputDecoder()
        let expected = whole.feed(text, at: t0)
        for _ in 0..<200 {
            var d = InputDecoder()
            var got: [DecodedInput] = []
            var i = 0
            while i < text.count {
                let n = 1 + Int(g.next() % 7)
                got += d.feed(text[i..<min(text.count, i + n)], at: t0)
                i += n
            }
            #expect(got == expected)
        }
    }
}

@Suite struct InputDecoderFocusTests {
    @Test func focusInAndOutAreReportsNotKeys() {
        var d = InputDecoder()
        let out = d.feed(bytes("\u{1B}[O\u{1B}[<0;10;5M\u{1B}[Ia"), at: t0)
        #expect(out.count == 4)
        #expect(out.first == .focus(false))
        #expect(out[2] == .focus(true))
        #expect(keys(out).map(\.key) == [.character("a")], "the reports are not read as keys")
    }

    @Test func ss3OIsStillAKeyPrefix() {
        var d = InputDecoder()
        #expect(keys(d.feed(bytes("\u{1B}OA"), at: t0)).map(\.key) == [.up])
    }
}
