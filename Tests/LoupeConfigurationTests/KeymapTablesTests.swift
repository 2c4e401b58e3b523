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
