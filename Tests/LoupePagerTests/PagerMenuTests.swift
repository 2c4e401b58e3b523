import LoupeCore
import LoupePager
import LoupeRuntime
import LoupeTesting
import Testing

/// The edit menu and the context menu in the pager: when they show, every item's availability
/// and effect, the pointer and the keys.
@Suite("Pager menus")
struct PagerMenuTests {
    static let text = """
        The quick brown fox jumps over the lazy dog.
        open https://example.com/a?b=1 or mail someone@example.org
        error at Sources/main.swift:42 in the build

        a second paragraph
        """

    static func driver(purpose: PagerSettings.Purpose = .view, columns: Int = 80, _ change: (inout PagerSettings) -> Void = { _ in }) -> PagerDriver {
        var f = PagerDriver(text, size: GridSize(columns: columns, rows: 14), purpose: purpose, magnifier: false)
        var settings = f.model.settings
        change(&settings)
        f.model.update(settings: settings)
        return f
    }

    /// Double-clicks a cell (a word, or a smart token); returns the effects of the second click.
    @discardableResult
    static func doubleClick(_ f: inout PagerDriver, _ c: Int, _ r: Int) -> [AppEffect] {
        f.mouse(.press, c, r, after: 400)
        f.mouse(.release, c, r)
        f.mouse(.press, c, r, after: 50)
        return f.mouse(.release, c, r)
    }

    static func titles(_ f: PagerDriver) -> [String] { f.model.state.menu?.items.map(\.title) ?? [] }

    /// The screen with the overlays drawn on it.
    static func screen(_ f: PagerDriver) -> CellBuffer {
        var frame = f.model.baseFrame()
        for overlay in f.model.overlays() { frame.draw(overlay) }
        return frame
    }

    /// The cell where a title shows on screen.
    static func cell(of title: String, _ f: PagerDriver) -> (Int, Int)? {
        let frame = screen(f)
        for r in 0..<frame.rows {
            let row = frame.text(ofRow: r)
            if let range = row.range(of: " " + title + " ") {
                return (row.distance(from: row.startIndex, to: range.lowerBound) + 1, r)
            }
        }
        return nil
    }

    @Test("a finished selection is copied and the edit menu fades in above it over 100 ms")
    func editMenuAfterASelection() {
        var f = Self.driver()
        f.mouse(.press, 2, 4)
        f.mouse(.drag, 7, 4)
        #expect(f.model.state.menu == nil, "no menu while dragging")
        let effects = f.mouse(.release, 7, 4)
        #expect(effects == [.copy("second")])
        #expect(Self.titles(f) == ["Copy", "Select All", "Find", "Expand"])
        #expect(f.model.overlays().isEmpty || f.model.state.menu?.opacity(at: f.model.state.now) == 0, "it starts invisible")
        f.wait(50)
        #expect(f.model.state.menu?.opacity(at: f.model.state.now) ?? 0 > 0.3)
        f.wait(60)
        #expect(f.model.state.menu?.opacity(at: f.model.state.now) == 1)
        f.wait(100)
        #expect(f.model.nextDeadline() == nil, "nothing to tick once it has faded in (and the loupe has hidden)")
        let copy = Self.cell(of: "Copy", f)
        #expect(copy?.1 == 2, "the menu is rows 1-3, above the selection on row 4: \(String(describing: copy))")
    }

    @Test("copy on select can be turned off: the menu's Copy copies")
    func copyOnSelectOff() {
        var f = Self.driver { $0.menu.copyOnSelect = false }
        let effects = Self.doubleClick(&f, 6, 0)
        #expect(effects.isEmpty)
        #expect(Self.titles(f).first == "Copy")
        let run = f.key(.right) + f.key(.enter)
        #expect(run == [.copy("quick")])
        #expect(f.model.state.menu == nil, "Copy closes the menu")
    }

    @Test("Esc closes the menu and keeps the selection; a press elsewhere dismisses it; a drag hides it")
    func dismissing() {
        var f = Self.driver()
        Self.doubleClick(&f, 6, 0)
        #expect(f.model.state.menu != nil)
        f.key(.escape)
        #expect(f.model.state.menu == nil && f.model.selectionText == "quick")
        Self.doubleClick(&f, 6, 0)
        f.mouse(.press, 2, 4, after: 400)
        #expect(f.model.state.menu == nil)
        f.mouse(.drag, 7, 4)
        f.mouse(.release, 7, 4)
        #expect(f.model.state.menu != nil, "a new selection brings it back, at its place")
    }

    @Test("keys: Left/Right move, the first letter jumps, Enter runs; other keys go on")
    func keys() {
        var f = Self.driver()
        Self.doubleClick(&f, 6, 0)
        f.key(.character("f"))
        #expect(f.model.state.menu?.highlighted == 2, "f jumps to Find")
        f.key(.left)
        #expect(f.model.state.menu?.highlighted == 1)
        f.key(.character("q"))
        #expect(f.model.state.menu?.highlighted == 1)
        let quit = f.key(.character("q"))
        #expect(quit.contains(.quit(status: 0, output: nil)), "a letter of no item does what it does without the menu")
    }


    @Test("Tab and Shift-Tab move through the edit menu (the context menu's Tab row does not take them first), and the context menu")
    func tabMoves() {
        var f = Self.driver()
        Self.doubleClick(&f, 6, 0)
        #expect(f.model.state.menu?.kind == .edit)
        f.key(.tab)
        #expect(f.model.state.menu?.highlighted == 0, "Tab highlights the first item")
        f.key(.tab)
        #expect(f.model.state.menu?.highlighted == 1)
        f.key(.tab, modifiers: .shift)
        #expect(f.model.state.menu?.highlighted == 0, "Shift-Tab goes back")
        #expect(f.model.state.links.focused == nil, "the links' Tab did not take it")
        var g = Self.driver()
        g.mouse(.press, 6, 4, .right, after: 400)
        g.mouse(.release, 6, 4, .right)
        #expect(g.model.state.menu?.kind == .context)
        g.key(.tab)
        g.key(.tab)
        #expect(g.model.state.menu?.highlighted == 1)
        g.key(.tab, modifiers: .shift)
        #expect(g.model.state.menu?.highlighted == 0)
    }
    @Test("Select All selects the document; the menu comes back without it")
    func selectAll() {
        var f = Self.driver()
        Self.doubleClick(&f, 6, 0)
        f.key(.character("s"))
        f.key(.enter)
        #expect(f.model.selectionText?.hasPrefix("The quick") == true && f.model.selectionText?.hasSuffix("paragraph") == true)
        #expect(!Self.titles(f).contains("Select All"))
    }

    @Test("Find starts find with the selected text")
    func find() {
        var f = Self.driver()
        Self.doubleClick(&f, 6, 0)
        f.key(.character("f"))
        f.key(.enter)
        #expect(f.model.state.find.isActive && f.model.state.find.query.text == "quick")
        #expect(f.model.state.find.isEditing, "the bar shows the query")
        #expect(f.model.state.menu == nil)
    }

    @Test("Expand grows the selection (token, line, paragraph) and keeps the menu open")
    func expand() {
        var f = Self.driver()
        f.mouse(.press, 13, 1, after: 400)
        f.mouse(.drag, 15, 1)
        f.mouse(.release, 15, 1)
        #expect(f.model.selectionText == "exa")
        f.key(.character("e"))
        f.key(.enter)
        #expect(f.model.state.menu != nil, "Expand keeps the menu presented")
        #expect(f.model.selectionText == "//example.com/a?b=1", "the word first (with kitty's word characters)")
        f.key(.enter)
        #expect(f.model.selectionText == "https://example.com/a?b=1", "then the token")
        #expect(Self.titles(f).contains("Open"), "the menu's items follow the selection")
        f.key(.character("e"))
        f.key(.enter)
        #expect(f.model.selectionText == "open https://example.com/a?b=1 or mail someone@example.org")
        f.key(.character("e"))
        let last = f.key(.enter)
        #expect(f.model.selectionText?.hasPrefix("The quick") == true && f.model.selectionText?.hasSuffix("the build") == true, "the paragraph")
        #expect(last.contains(.copy(f.model.selectionText ?? "")))
        #expect(!Self.titles(f).contains("Expand"), "no larger range: Expand is not offered")
    }

    @Test("a URL: Open (the opener gets it as one argument) and Copy Link")
    func link() {
        var f = Self.driver()
        Self.doubleClick(&f, 10, 1)
        #expect(f.model.selectionText == "https://example.com/a?b=1")
        #expect(Self.titles(f) == ["Copy", "Select All", "Find", "Expand", "Open", "Copy Link"])
        f.key(.character("o"))
        #expect(f.key(.enter) == [.open("https://example.com/a?b=1")])
        Self.doubleClick(&f, 10, 1)
        f.key(.character("c"))
        f.key(.character("c"))
        #expect(f.key(.enter) == [.copy("https://example.com/a?b=1")])
    }

    @Test("an e-mail address opens as mailto:")
    func email() {
        var f = Self.driver()
        Self.doubleClick(&f, 45, 1)
        #expect(f.model.selectionText == "someone@example.org")
        f.key(.character("o"))
        #expect(f.key(.enter) == [.open("mailto:someone@example.org")])
    }

    @Test("a path with a line: Open in Editor at the line")
    func editor() {
        var f = Self.driver()
        Self.doubleClick(&f, 14, 2)
        #expect(f.model.selectionText == "Sources/main.swift:42")
        #expect(Self.titles(f).contains("Open in Editor"))
        f.key(.character("o"))
        f.key(.character("o"))
        #expect(f.key(.enter) == [.edit(path: "Sources/main.swift", line: 42)])
    }

    @Test("a user action gets exactly the selection; a program's own item gives its effect")
    func userActions() {
        var f = Self.driver {
            $0.menu.items.append(.userAction(title: "Word count", command: "wc -w"))
            $0.menu.items.append(MenuItem(title: "Translate", availability: [.selection], action: .custom(id: "translate")))
        }
        f.mouse(.press, 4, 0, after: 400)
        f.mouse(.drag, 18, 0)
        f.mouse(.release, 18, 0)
        f.key(.character("w"))
        #expect(f.key(.enter) == [.run(command: "wc -w", input: "quick brown fox")])
        Self.doubleClick(&f, 6, 0)
        f.key(.character("t"))
        #expect(f.key(.enter) == [.menuItem(id: "translate", text: "quick")])
    }

    @Test("a click on an item runs it; a press on it and a release elsewhere does not")
    func clickingAnItem() throws {
        var f = Self.driver()
        Self.doubleClick(&f, 4, 4)
        f.wait(120)
        let (c, r) = try #require(Self.cell(of: "Find", f))
        f.mouse(.press, c, r)
        #expect(f.model.selectionText == "second", "a press on the menu is not a new selection")
        f.mouse(.release, c + 20, r)
        #expect(!f.model.state.find.isActive)
        f.mouse(.press, c, r)
        f.mouse(.release, c, r)
        #expect(f.model.state.find.query.text == "second")
    }

    @Test("right-click on plain text with no selection: Select All and Find; Esc closes; hover tracking meanwhile")
    func contextMenuOnText() {
        var f = Self.driver()
        let open = f.mouse(.press, 20, 4, .right)
        f.mouse(.release, 20, 4, .right)
        #expect(open == [.setHoverTracking(true)])
        #expect(f.model.state.menu?.kind == .context)
        #expect(Self.titles(f) == ["Select All", "Find"])
        f.mouse(.move, 23, 7, .none)
        #expect(f.model.state.menu?.highlighted == 1, "hover highlights Find (items from row 6)")
        #expect(f.key(.escape) == [.setHoverTracking(false)])
        #expect(f.model.state.menu == nil)
    }

    @Test("right-click on a link with no selection previews it (no menu); over a selected link the menu offers the link's items")
    func contextMenuOnALink() {
        var f = Self.driver()
        #expect(f.mouse(.press, 12, 1, .right) == [])
        f.mouse(.release, 12, 1, .right)
        #expect(f.model.state.menu == nil)
        #expect(f.model.state.links.preview?.link.target == "https://example.com/a?b=1")
        var g = Self.driver()
        Self.doubleClick(&g, 12, 1)
        g.key(.escape)
        g.mouse(.press, 12, 1, .right)
        g.mouse(.release, 12, 1, .right)
        #expect(g.model.state.links.preview == nil)
        #expect(Self.titles(g) == ["Copy", "Select All", "Find", "Expand", "Open", "Copy Link"])
        g.key(.up)
        #expect(g.key(.enter) == [.setHoverTracking(false), .copy("https://example.com/a?b=1")])
    }

    @Test("right-press, drag to an item, release: it runs")
    func rightDrag() {
        var f = Self.driver()
        Self.doubleClick(&f, 4, 4)
        f.mouse(.press, 10, 5, .right)
        #expect(Self.titles(f) == ["Copy", "Select All", "Find", "Expand"])
        f.mouse(.drag, 12, 7, .right)
        #expect(f.model.state.menu?.highlighted == 0)
        let run = f.mouse(.release, 12, 7, .right)
        #expect(run == [.setHoverTracking(false), .copy("second")])
    }

    @Test("in a picker a finished selection ends the pick (no menu); the context menu's Copy picks")
    func picker() {
        var f = Self.driver(purpose: .pick)
        f.mouse(.press, 4, 0)
        f.mouse(.drag, 8, 0)
        #expect(f.mouse(.release, 8, 0) == [.quit(status: 0, output: "quick")])
        var g = Self.driver(purpose: .pick)
        g.key(.character("a"), modifiers: .ctrl)
        #expect(g.model.state.menu == nil, "no edit menu in a picker")
        g.mouse(.press, 10, 3, .right)
        g.mouse(.release, 10, 3, .right)
        #expect(Self.titles(g).first == "Copy")
        #expect(g.key(.enter).isEmpty, "nothing highlighted: Enter does nothing")
        g.key(.down)
        #expect(g.key(.enter).contains(where: { if case .quit(0, _) = $0 { return true }; return false }))
    }

    @Test("a picker with copy on select off (loupe tmux --no-copy-on-select): the edit menu shows; Copy or Enter picks, Copy Link picks the link")
    func pickerWithTheEditMenu() throws {
        var f = Self.driver(purpose: .pick) { $0.menu.copyOnSelect = false }
        f.mouse(.press, 4, 0)
        f.mouse(.drag, 8, 0)
        #expect(f.mouse(.release, 8, 0).isEmpty, "the pick goes on")
        #expect(f.model.state.menu?.kind == .edit)
        #expect(Self.titles(f) == ["Copy", "Select All", "Find", "Expand"])
        f.wait(150)
        let copy = try #require(Self.cell(of: "Copy", f))
        f.mouse(.press, copy.0, copy.1, after: 100)
        #expect(f.mouse(.release, copy.0, copy.1) == [.quit(status: 0, output: "quick")])

        // Enter with nothing highlighted picks too; with Find highlighted it runs Find instead.
        var g = Self.driver(purpose: .pick) { $0.menu.copyOnSelect = false }
        Self.doubleClick(&g, 6, 0)
        g.wait(400)
        #expect(g.model.state.menu?.kind == .edit, "a double click waits for no third click: the menu shows")
        #expect(g.key(.enter) == [.quit(status: 0, output: "quick")])
        var h = Self.driver(purpose: .pick) { $0.menu.copyOnSelect = false }
        Self.doubleClick(&h, 6, 0)
        h.key(.character("f"))
        #expect(h.key(.enter).isEmpty && h.model.state.find.isEditing, "Find opens the bar; the pick goes on")

        // A URL: Copy Link ends the pick with the link; Expand keeps the menu and picks nothing.
        var u = Self.driver(purpose: .pick) { $0.menu.copyOnSelect = false }
        Self.doubleClick(&u, 10, 1)
        #expect(Self.titles(u).contains("Copy Link"))
        u.key(.character("c"))
        u.key(.character("c"))
        #expect(u.model.state.menu.map { $0.items[$0.highlighted ?? 0].title } == "Copy Link")
        #expect(u.key(.enter) == [.quit(status: 0, output: "https://example.com/a?b=1")])
        var e = Self.driver(purpose: .pick) { $0.menu.copyOnSelect = false }
        Self.doubleClick(&e, 6, 0)
        e.key(.character("e"))
        #expect(e.key(.enter).isEmpty && e.model.state.menu?.kind == .edit && e.model.selectionText != "quick")
        // Esc closes the menu first, and cancels the pick only after.
        e.key(.escape)
        #expect(e.model.state.menu == nil)
        #expect(e.key(.escape) == [.quit(status: 130, output: nil)])
    }

    @Test("on a screen too short for it the context menu scrolls: Down past the last row, the arrows, the wheel; an item still runs")
    func contextMenuScrolls() throws {
        // 40x6: five content rows, so three rows of items between the menu's borders.
        var f = PagerDriver(Self.text, size: GridSize(columns: 40, rows: 6), magnifier: false)
        Self.doubleClick(&f, 6, 0)
        f.key(.escape)
        f.mouse(.press, 6, 0, .right, after: 400)
        f.mouse(.release, 6, 0, .right)
        #expect(Self.titles(f) == ["Copy", "Select All", "Find", "Expand"])
        f.wait(150)
        var frame = Self.screen(f)
        let rows = (0..<frame.rows).map { frame.text(ofRow: $0) }
        let first = try #require(rows.firstIndex { $0.contains("╭") })
        #expect(rows[first + 1].contains(" Copy ") && rows[first + 3].contains(" Find ") && rows[first + 4].contains("╰"),
                "three rows of items: \(rows)")
        #expect(rows[first + 4].contains("▾") && !rows[first].contains("▴"), "more below, none above")
        #expect(!rows.contains { $0.contains("Expand") })
        // Down four times: Expand, the menu scrolled one row.
        for _ in 0..<4 { f.key(.down) }
        #expect(f.model.state.menu?.highlighted == 3 && f.model.state.menu?.top == 1)
        frame = Self.screen(f)
        let scrolled = (0..<frame.rows).map { frame.text(ofRow: $0) }
        #expect(scrolled[first].contains("▴") && !scrolled[first + 4].contains("▾") && scrolled[first + 3].contains(" Expand "))
        // A click on the top arrow scrolls back up; the wheel down again; then a click runs the item under it.
        let up = try #require(scrolled[first].firstIndex(of: "▴")).utf16Offset(in: scrolled[first])
        f.mouse(.press, up, first)
        f.mouse(.release, up, first)
        #expect(f.model.state.menu?.top == 0 && f.model.state.menu != nil)
        f.mouse(.press, up, first + 2, .wheelDown)
        #expect(f.model.state.menu?.top == 1, "the wheel over a menu that scrolls scrolls it")
        let copy = try #require(Self.cell(of: "Select All", f))
        f.mouse(.press, copy.0, copy.1)
        #expect(f.mouse(.release, copy.0, copy.1) == [.setHoverTracking(false)] && f.model.selectionText?.hasPrefix("The quick") == true,
                "Select All, the item under the pointer once scrolled")
    }

    @Test("no menu crashes or leaves the screen at tiny sizes (1x1 to 20x5); a context menu that cannot show at all is not kept")
    func tinyScreens() {
        for columns in 1...20 {
            for rows in 1...5 {
                let size = GridSize(columns: columns, rows: rows)
                var f = PagerDriver(Self.text, size: size, magnifier: true)
                let corner = (max(0, columns - 1), max(0, rows - 2))
                for (c, r) in [(0, 0), corner] {
                    Self.doubleClick(&f, c, r)
                    f.wait(150)
                    for key in [Key.right, .right, .left, .character("e")] { f.key(key) }
                    f.mouse(.press, c, r, .right, after: 400)
                    f.mouse(.drag, columns / 2, rows / 2, .right)
                    for key in [Key.down, .down, .down, .up, .character("s")] { f.key(key) }
                    f.wait(150)
                    for overlay in f.model.overlays() {
                        let rect = overlay.rect
                        #expect(rect.minColumn >= 0 && rect.minRow >= 0 && rect.maxColumn <= columns && rect.maxRow <= rows,
                                "\(columns)x\(rows): an overlay at \(rect)")
                    }
                    if f.model.state.menu?.kind == .context {
                        #expect(f.model.overlays().contains { $0.cells.text(ofRow: 0).contains("╭") }, "\(columns)x\(rows): a context menu kept is shown")
                    }
                    f.mouse(.release, columns / 2, rows / 2, .right)
                    f.key(.escape)
                }
            }
        }
    }

    @Test("ctrl+a presents the menu in the view")
    func selectAllKey() {
        var f = Self.driver()
        f.key(.character("a"), modifiers: .ctrl)
        #expect(f.model.state.menu?.kind == .edit)
    }

    @Test("the menu's Open follows the allowed schemes (--open-schemes), as ctrl+click does")
    func openFollowsTheAllowedSchemes() {
        func titles(_ schemes: Set<String>) -> [String] {
            var f = PagerDriver("see gopher://example.org/1/docs now", size: GridSize(columns: 60, rows: 8), magnifier: false)
            var settings = f.model.settings
            settings.openSchemes = schemes
            f.model.update(settings: settings)
            f.mouse(.press, 10, 0, after: 400)
            f.mouse(.release, 10, 0)
            f.mouse(.press, 10, 0)
            f.mouse(.release, 10, 0)
            f.wait(400)
            #expect(f.model.selectionText == "gopher://example.org/1/docs")
            return Self.titles(f)
        }
        #expect(!titles(LinkTarget.allowedSchemes).contains("Open"))
        #expect(titles(LinkTarget.allowedSchemes.union(["gopher"])).contains("Open"))
    }
}
