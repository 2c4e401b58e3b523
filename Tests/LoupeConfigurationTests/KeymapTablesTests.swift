import LoupeConfiguration
import LoupeCore
import LoupePager
import LoupeTesting
import Testing

/// Every key binding is a row of a keymap table, and the file's `[keys]` changes each table:
/// the find bar's keys, select all and clear, with the one `KeyChord` of LoupeCore.
@Suite struct KeymapTablesTests {
    /// A pager over three lines with the file's keymap.
    static func driver(_ config: String) throws -> PagerDriver {
        let file = try ConfigFile(path: "c.toml", text: config)
        var f = PagerDriver("alpha needle\nbeta needles\ngamma", size: GridSize(columns: 40, rows: 8), magnifier: false)
        var settings = f.model.settings
        settings.keymap = file.keymap.applied(to: .standard)
        f.model.update(settings: settings)
        return f
    }

    @Test func theFindBarsKeysAreItsTableAndTheFileRebindsThem() throws {
        var f = try Self.driver("")
        f.key(.character("/"))
        for c in "needle" { f.key(.character(c)) }
        f.key(.character("w"), modifiers: .ctrl)
        #expect(f.model.state.find.query.options.wholeWord, "ctrl+w, a row of the find table, turns whole words on")
        #expect(f.model.state.find.query.text == "needle")

        var g = try Self.driver("""
        [keys]
        unbind = ["ctrl+w"]

        [[keys.bind]]
        key = "alt+w"
        action = "find-whole-word"
        """)
        g.key(.character("/"))
        for c in "needle" { g.key(.character(c)) }
        g.key(.character("w"), modifiers: .ctrl)
        #expect(!g.model.state.find.query.options.wholeWord, "ctrl+w is unbound")
        g.key(.character("w"), modifiers: .alt)
        #expect(g.model.state.find.query.options.wholeWord, "alt+w is bound to find-whole-word")
        #expect(g.model.state.find.query.text == "needle", "neither key was typed into the query")
        g.key(.character("x"))
        #expect(g.model.state.find.query.text == "needlex", "a character no row takes is typed")
    }

    @Test func selectAllAndClearFollowTheirConfiguredKeys() throws {
        var f = try Self.driver("""
        [keys]
        unbind = ["ctrl+a", "escape"]

        [[keys.bind]]
        key = "ctrl+x"
        action = "select-all"

        [[keys.bind]]
        key = "ctrl+l"
        action = "clear-selection"
        """)
        f.key(.character("a"), modifiers: .ctrl)
        #expect(f.model.selectionText == nil, "ctrl+a is unbound")
        f.key(.character("x"), modifiers: .ctrl)
        #expect(f.model.selectionText == "alpha needle\nbeta needles\ngamma")
        f.key(.escape)
        #expect(f.model.selectionText != nil, "Esc no longer clears")
        f.key(.character("l"), modifiers: .ctrl)
        #expect(f.model.selectionText == nil)
    }

    @Test func theStandardSelectionKeysStillWork() throws {
        var f = try Self.driver("")
        f.key(.character("a"), modifiers: .ctrl)
        #expect(f.model.selectionText == "alpha needle\nbeta needles\ngamma")
        f.key(.escape)   // closes the menu select all presented
        f.key(.escape)
        #expect(f.model.selectionText == nil)
    }

    @Test func theFileNamesEveryNewActionAndReadsItBack() {
        let actions: [PagerAction] = [
            .selection(.clear), .selection(.selectAll), .selection(.extend(columns: -1, rows: 0)),
            .selection(.extend(columns: 1, rows: 0)), .selection(.extend(columns: 0, rows: -1)), .selection(.extend(columns: 0, rows: 1)),
            .findBar(.submit), .findBar(.submitPrevious), .findBar(.deleteBackward), .findBar(.clearQuery),
            .findBar(.cycleCase), .findBar(.toggleWholeWord), .findBar(.toggleRegularExpression),
        ]
        for action in actions {
            let (name, count) = ConfigAction.name(of: action)
            #expect(ConfigAction.names.contains { $0.name == name })
            #expect(ConfigAction.action(named: name, by: count ?? 1) == action, "\(name)")
        }
    }

    @Test func caretModesKeysAreItsTableAndTheFileRebindsThem() throws {
        var f = try Self.driver("""
        [keys]
        unbind = ["v", "f7"]

        [[keys.bind]]
        key = "s"
        action = "caret-select"

        [[keys.bind]]
        key = "ctrl+e"
        action = "caret-extend-word-end"

        [[keys.bind]]
        key = "f8"
        action = "caret-mode"
        """)
        #expect(f.model.settings.keymap.caret.first?.action == .caret(.select(.character)), "a caret action's row goes to the caret table")
        #expect(f.model.settings.keymap.rows.first?.action == .caretMode, "entering is a row of the pager's own")
        f.key(.function(7))
        #expect(f.model.state.caret == nil, "F7 is unbound")
        f.key(.function(8))
        #expect(f.model.state.caret != nil, "F8 enters")
        f.key(.character("v"))
        #expect(f.model.selectionText == nil, "v is unbound")
        f.key(.character("s"))
        f.key(.character("e"))
        #expect(f.model.selectionText == "alpha", "s starts the selection, e moves to the word's end")
        f.key(.escape)
        f.key(.character("w"))
        f.key(.character("e"), modifiers: .ctrl)
        #expect(f.model.selectionText == "needle", "ctrl+e extends to the word's end from the caret")
        f.key(.escape)
        f.key(.escape)
        f.key(.character("j"))
        #expect(f.model.state.caret == nil && f.model.state.viewport.top.line == 0, "out of caret mode j scrolls (nothing to scroll here)")
    }

    @Test func theFileNamesEveryCaretActionAndReadsItBack() {
        let moves: [CaretMove] = [.left, .right, .up, .down, .wordForward, .wordBackward, .wordEnd, .lineStart, .firstNonBlank, .lineEnd,
                                  .screenTop, .screenMiddle, .screenBottom, .documentStart, .documentEnd, .pages(2), .halfPages(-1)]
        let actions: [PagerAction] = [.caretMode] + moves.flatMap { [.caret(.move($0)), .caret(.extend($0))] }
            + [.caret(.select(.character)), .caret(.select(.line)), .caret(.select(.block)), .caret(.swapEnds), .caret(.take),
               .caret(.escape), .caret(.leave)]
        var names = Set<String>()
        for action in actions {
            let (name, count) = ConfigAction.name(of: action)
            names.insert(name)
            #expect(ConfigAction.names.contains { $0.name == name }, "\(name)")
            #expect(ConfigAction.action(named: name, by: count ?? 1) == action, "\(name)")
        }
        #expect(names.count == actions.count, "each its own name")
        #expect(ConfigAction.action(named: "caret-sideways", by: 1) == nil)
        for row in PagerKeymap.caretRows { #expect(ConfigAction.action(named: ConfigAction.name(of: row.action).0, by: 1) != nil) }
    }

    @Test func theFileTheKeymapAndTheSelectionShareLoupeCoresKeyChord() throws {
        // These lines compile only while each of them is LoupeCore's one `KeyChord`.
        let file = try ConfigFile(path: "c.toml", text: "[keys]\nunbind = [\"ctrl+a\"]\n")
        let unbound: [LoupeCore.KeyChord] = file.keymap.unbind
        let selectAll = PagerKeymap.selectionRows.first { $0.action == .selection(.selectAll) }
        let chord: LoupeCore.KeyChord? = selectAll?.chord
        #expect(unbound == [chord])
        #expect(!file.keymap.applied(to: .standard).selection.contains { $0.chord == chord })
    }
}
