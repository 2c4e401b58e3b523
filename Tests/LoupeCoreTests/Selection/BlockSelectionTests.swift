import Testing
@testable import LoupeCore

@Suite struct BlockSelectionTests {
    let text = "abcdefgh\n12345678\nABCDEFGH"

    @Test func altDragSelectsARectangleOneLinePerRow() {
        var f = SelectionFixture(text)
        let effects = f.select(from: (2, 0), to: (4, 2), modifiers: .alt)
        #expect(f.state.mode == .block)
        #expect(f.text == "cde\n345\nCDE")
        #expect(effects.finished == "cde\n345\nCDE")
        // Backward in both directions gives the same rectangle.
        f.select(from: (4, 2), to: (2, 0), modifiers: .alt)
        #expect(f.text == "cde\n345\nCDE")
    }

    @Test func ctrlAltAlsoStartsABlockAndTheModifiersAreConfigurable() {
        var f = SelectionFixture(text)
        f.select(from: (1, 0), to: (2, 1), modifiers: [.ctrl, .alt])
        #expect(f.text == "bc\n23")
        var config = SelectionConfig()
        config.blockModifiers = [.ctrl]
        var g = SelectionFixture(text, config: config)
        g.select(from: (1, 0), to: (2, 1), modifiers: .alt)
        #expect(g.state.mode == .character)
        g.select(from: (1, 0), to: (2, 1), modifiers: .ctrl)
        #expect(g.text == "bc\n23")
    }

    @Test func aWideCharacterCutByAnEdgeIsIncludedWhole() {
        // Row 1: a 日(1,2) 本(3,4) b — the block's columns 2...3 cut both.
        var f = SelectionFixture("wxyz\na日本b\nWXYZ")
        f.select(from: (2, 0), to: (3, 2), modifiers: .alt)
        #expect(f.text == "yz\n日本\nYZ")
        let columns = f.state.selectedColumns(inScreenRow: 1, context: f.context)
        #expect(columns == [1..<5])
    }

    @Test func blockKeepsTrailingSpacesUnderSmartTrimmingButNotUnderAlways() {
        var f = SelectionFixture("ab  \ncd  ")
        f.select(from: (1, 0), to: (3, 1), modifiers: .alt)
        #expect(f.text == "b  \nd  ")
        var config = SelectionConfig()
        config.trim = .always
        var g = SelectionFixture("ab  \ncd  ", config: config)
        g.select(from: (1, 0), to: (3, 1), modifiers: .alt)
        #expect(g.text == "b\nd")
    }

    @Test func blockOverShortLinesAndTabs() {
        var f = SelectionFixture("a\tb\nxy\nlonger line")
        // Row 0: a(0) tab(1...7) b(8). Columns 0...3 cut the tab: it comes back whole.
        f.select(from: (0, 0), to: (3, 2), modifiers: .alt)
        #expect(f.text == "a\t\nxy\nlong")
    }
}

@Suite struct BlockEdgeTests {
    @Test func shiftClickExtendsABlockAsABlock() {
        var f = SelectionFixture("abcdefgh\n12345678\nABCDEFGH")
        f.select(from: (1, 0), to: (2, 1), modifiers: .alt)
        f.mouse(.press, 4, 2, modifiers: .shift, after: 1000)
        f.release(4, 2)
        #expect(f.state.mode == .block)
        #expect(f.text == "bcde\n2345\nBCDE")
    }

    @Test func aBlockWithNoColumnsIsEmpty() {
        var f = SelectionFixture("abcdefgh\n12345678")
        f.press(2, 0, x: 0.2, modifiers: .alt)
        f.drag(1, 1, x: 0.9, modifiers: .alt)       // the same boundary, column 2, on another row
        #expect(f.state.isEmpty)
        #expect(f.release(1, 1).finished == nil)
    }
}
