import LoupeCore
import LoupePager
import LoupeRuntime
import LoupeSystem
import LoupeTesting
import Testing

/// The data detectors in the pager's menus: a selection's meaning as items after the menu's own,
/// what choosing one does, in a view and a picker, and the context menu.
@Suite("Pager detectors")
struct PagerDetectorTests {
    static let text = """
        started at 1700000000 with flags 0xff
        connect: ECONNREFUSED after SIGSEGV
        wrote 1048576 bytes to disk, 2048 B free
        worker exit 137 and GET /x HTTP/1.1 404
        """

    static func driver(purpose: PagerSettings.Purpose = .view, _ change: (inout PagerSettings) -> Void = { _ in }) -> PagerDriver {
        var f = PagerDriver(text, size: GridSize(columns: 100, rows: 14), purpose: purpose, magnifier: false)
        var settings = f.model.settings
        change(&settings)
        f.model.update(settings: settings)
        return f
    }

    /// Double-clicks a cell and lets the menu fade in.
    static func doubleClick(_ f: inout PagerDriver, _ c: Int, _ r: Int) {
        f.mouse(.press, c, r, after: 400)
        f.mouse(.release, c, r)
        f.mouse(.press, c, r, after: 50)
        f.mouse(.release, c, r)
        f.wait(150)
    }

    /// The presented screen's text, rows joined.
    static func shown(_ f: PagerDriver) -> String {
        guard let screen = f.screen else { return "" }
        return (0..<screen.rows).map { screen.text(ofRow: $0) }.joined(separator: "\n")
    }

    static func titles(_ f: PagerDriver) -> [String] { f.model.state.menu?.items.map(\.title) ?? [] }

    @Test("double-clicking a time, hex, errno and signal name shows what they mean in the edit menu")
    func doneMeans() {
        let cases: [(Int, Int, String, String)] = [
            (14, 0, "1700000000", "2023-11-14 22:13:20 UTC"), (35, 0, "0xff", "255"),
            (12, 1, "ECONNREFUSED", "Connection refused"), (32, 1, "SIGSEGV", "Segmentation fault"),
        ]
        for (c, r, word, value) in cases {
            var f = Self.driver()
            Self.doubleClick(&f, c, r)
            #expect(f.model.state.selectionText == word)
            #expect(Self.shown(f).contains(" \(value) "), "\(word): \(Self.titles(f))")
            #expect(Self.titles(f).prefix(3) == ["Copy", "Select All", "Find"], "after the standard items")
        }
    }

    @Test("selecting a byte count with its unit shows it in IEC units")
    func byteCount() {
        var f = Self.driver()
        f.mouse(.press, 6, 2, after: 400)
        f.mouse(.drag, 19, 2)
        f.mouse(.release, 19, 2)
        f.wait(150)
        #expect(f.model.state.selectionText == "1048576 bytes")
        #expect(Self.shown(f).contains(" 1 MiB "), "\(Self.titles(f))")
        // The number alone: the unit after it on the line still counts.
        var g = Self.driver()
        Self.doubleClick(&g, 30, 2)
        #expect(g.model.state.selectionText == "2048")
        #expect(Self.titles(g).contains("2 KiB"), "\(Self.titles(g))")
    }

    @Test("the line's words count: an exit status above 128, an HTTP status")
    func lineContext() {
        var f = Self.driver()
        Self.doubleClick(&f, 13, 3)
        #expect(Self.titles(f).contains("killed by SIGKILL"))
        var g = Self.driver()
        Self.doubleClick(&g, 38, 3)
        #expect(Self.titles(g).contains("Not Found"))
    }

    @Test("choosing a value copies it and keeps the menu; its first letter does not highlight it")
    func choosing() throws {
        var f = Self.driver()
        Self.doubleClick(&f, 35, 0)
        let index = try #require(Self.titles(f).firstIndex(of: "255"))
        #expect(f.model.state.menu?.items[index].keepsMenuPresented == true)
        f.key(.character("2"))
        #expect(f.model.state.menu?.highlighted == nil, "no first-letter key")
        // Highlight it with the keys and run it.
        while f.model.state.menu?.highlighted != index { f.key(.right) }
        let effects = f.key(.enter)
        #expect(effects == [.copy("255")])
        #expect(f.model.state.menu != nil, "the menu stays")
        #expect(f.statusBar.contains("copied 3 characters"))
    }

    @Test("in a picker the value is picked")
    func picking() throws {
        var f = Self.driver(purpose: .pick) { $0.menu.copyOnSelect = false }
        Self.doubleClick(&f, 32, 1)
        let index = try #require(Self.titles(f).firstIndex(of: "Segmentation fault"))
        while f.model.state.menu?.highlighted != index { f.key(.right) }
        #expect(f.key(.enter).contains(.quit(status: 0, output: "Segmentation fault")))
    }

    @Test("the context menu offers them for the selection, or the token under the pointer")
    func contextMenu() {
        var f = Self.driver()
        f.mouse(.press, 35, 0, .right, after: 400)
        f.mouse(.release, 35, 0, .right)
        #expect(f.model.state.menu?.kind == .context)
        #expect(Self.titles(f).last == "255", "\(Self.titles(f))")
    }

    @Test("turned off, or a selection of two lines: none")
    func none() {
        var f = Self.driver { $0.detectors.enabled = false }
        Self.doubleClick(&f, 35, 0)
        #expect(!Self.titles(f).contains("255"))
        var g = Self.driver()
        g.mouse(.press, 35, 0, after: 400)
        g.mouse(.drag, 4, 1)
        g.mouse(.release, 4, 1)
        g.wait(150)
        #expect(Self.titles(g) == ["Copy", "Select All", "Find", "Expand"])
    }

    @Test("local times in the zone the settings give")
    func localTime() {
        var f = Self.driver { $0.detectors.timeZone = DetectorTimeZone(posix: "JST-9") }
        Self.doubleClick(&f, 14, 0)
        #expect(Self.titles(f).contains("2023-11-15 07:13:20 JST"))
    }

    /// A runner that answers at once with what `answer` makes of the command and the text (the
    /// process itself is `DetectorCommand`'s, tested in LoupeSystemTests).
    static func runner(_ answer: @escaping @Sendable (String, String) -> DetectorAnswer) -> DetectorCommandRunner {
        DetectorCommandRunner(name: "test") { command, text, _ in answer(command, text) }
    }

    /// The runner `loupe` gives: real commands through `/bin/sh -c`, killed at the limit.
    static let shell = DetectorCommandRunner(name: "sh") { command, text, limit in DetectorCommand.run(command, input: text, limit: limit) }

    /// Double-clicks a cell through the reducer alone; returns the state and the work it asked for.
    static func doubleClickReduced(_ f: PagerDriver, _ c: Int, _ r: Int) -> (PagerState, [Work]) {
        var s = f.model.state
        var effects: [AppEffect] = []
        for (action, ms) in [(MouseAction.press, 400.0), (.release, 416), (.press, 466), (.release, 482)] {
            effects += PagerReducer.reduce(&s, .mouse(MouseEvent(action, at: GridPoint(column: c, row: r), time: Instant(milliseconds: ms))))
        }
        let works = effects.compactMap { effect -> Work? in if case let .work(w) = effect { return w }; return nil }
        return (s, works.filter { $0.id.kind == "detect" })
    }

    @Test("a user detector: its name and … while the command runs as work, then its first line, shown safely, as the title")
    func userDetectorAnswer() throws {
        let hex = try UserDetector(name: "colour name", pattern: "^0x[0-9a-f]+$", command: "name-it")
        let never = try UserDetector(name: "never", pattern: "^zzz$", command: "x")
        let f = Self.driver {
            $0.detectors.user = [never, hex]
            $0.detectors.runner = Self.runner { command, text in
                DetectorAnswer(output: Array("\(command) got \(text)\u{1B}[1m!\u{7}\nsecond\n".utf8), outcome: .succeeded)
            }
        }
        let (state, works) = Self.doubleClickReduced(f, 35, 0)
        var s = state
        #expect(s.selectionText == "0xff")
        let titles = s.menu?.items.map(\.title) ?? []
        #expect(titles.last == "colour name…", "the placeholder, after the built-in values: \(titles)")
        #expect(titles.contains("255"))
        #expect(works.count == 1, "one work, for the detector that matched")
        let work = try #require(works.first)
        let index = titles.count - 1
        // Choosing the placeholder does nothing; its first letter does not jump to it.
        _ = PagerReducer.reduce(&s, .key(KeyEvent(.left, time: Instant(milliseconds: 490))))
        #expect(s.menu?.highlighted == index, "Left from none highlights the last")
        #expect(PagerReducer.reduce(&s, .key(KeyEvent(.enter, time: Instant(milliseconds: 500)))) == [])
        #expect(s.menu?.items.count == titles.count)
        // The answer comes back as an event.
        for event in work.carryOutAtOnce(now: Instant(milliseconds: 520)) { _ = PagerReducer.reduce(&s, event) }
        #expect(s.menu?.items[index].title == "name-it got 0xff!␇", "the first line, its bell shown, its SGR dropped")
        #expect(s.menu?.items[index].action == .copyValue("name-it got 0xff!␇"))
        #expect(PagerReducer.reduce(&s, .key(KeyEvent(.enter, time: Instant(milliseconds: 540)))) == [.copy("name-it got 0xff!␇")])
        #expect(s.menu != nil, "the menu stays")
    }

    @Test("a user detector whose command fails, times out or prints nothing loses its item; the status bar says why")
    func userDetectorFailure() throws {
        let outcomes: [(DetectorAnswer, String)] = [
            (DetectorAnswer(output: Array("late\n".utf8), outcome: .timedOut), "slow: no answer (timed out after 200 ms)"),
            (DetectorAnswer(output: Array("partial\n".utf8), outcome: .failed(status: 2)), "slow: no answer (exit status 2)"),
            (DetectorAnswer(output: [0x1B, 0x5B, 0x6D, 0x0A], outcome: .succeeded), "slow: no answer (it printed nothing)"),
        ]
        for (answer, message) in outcomes {
            let slow = try UserDetector(name: "slow", pattern: "ff", command: "x")
            var f = Self.driver {
                $0.detectors.user = [slow]
                $0.detectors.runner = Self.runner { _, _ in answer }
            }
            Self.doubleClick(&f, 35, 0)
            #expect(!Self.titles(f).contains { $0.hasPrefix("slow") || $0.contains("late") || $0.contains("partial") }, "\(Self.titles(f))")
            #expect(Self.titles(f).contains("255"))
            #expect(f.statusBar.contains(message), "\(f.statusBar)")
        }
    }

    @Test("a long answer is cut to the menu's width")
    func userDetectorWidth() throws {
        let long = try UserDetector(name: "long", pattern: "ff", command: "x")
        var f = Self.driver {
            $0.detectors.user = [long]
            $0.detectors.runner = Self.runner { _, _ in DetectorAnswer(output: Array(String(repeating: "word ", count: 40).utf8), outcome: .succeeded) }
        }
        Self.doubleClick(&f, 35, 0)
        let title = try #require(Self.titles(f).last)
        #expect(title.hasSuffix("…") && GraphemeWidth.width(ofText: title) == 100 - 2 - 2 - 2, "\(title)")
    }

    @Test("a real command: printf's answer becomes the title; sleep is killed at 200 ms and its item goes")
    func userDetectorRealCommand() throws {
        let upper = try UserDetector(name: "upper", pattern: "^0x", command: #"tr a-z A-Z | xargs printf 'hex %s\033[1m\001\n'"#)
        let hang = try UserDetector(name: "hang", pattern: "ff", command: "sleep 5; echo never")
        var f = Self.driver {
            $0.detectors.user = [upper, hang]
            $0.detectors.runner = Self.shell
        }
        let clock = MonotonicClock(), start = clock.now
        Self.doubleClick(&f, 35, 0)
        #expect(clock.now.milliseconds(since: start) < 2000, "the hung command was killed")
        #expect(Self.titles(f).contains("hex 0XFF␁"), "\(Self.titles(f))")
        #expect(!Self.titles(f).contains { $0.hasPrefix("hang") || $0 == "never" })
        #expect(f.statusBar.contains("hang: no answer (timed out after 200 ms)"), "\(f.statusBar)")
    }

    /// Whether `man -w ls` finds the page here (man-db and coreutils' pages installed).
    static let hasManPages: Bool = {
        guard let ran = try? ChildProcess.run("/bin/sh", ["-c", "man -w ls"]) else { return false }
        return ran.status == 0 && String(decoding: ran.stdout, as: UTF8.self).contains("ls.1")
    }()

    @Test("Look Up: a right-click on a word that names a man page offers man SECTION NAME, which runs it in the terminal",
          .enabled(if: PagerDetectorTests.hasManPages, "man -w ls finds no page here: man-db or the ls page is not installed"))
    func lookUp() throws {
        var f = PagerDriver("$ ls -la /tmp\nzzqxnotapage here\n", size: GridSize(columns: 80, rows: 12), magnifier: false)
        var settings = f.model.settings
        settings.detectors.runner = Self.shell
        f.model.update(settings: settings)
        f.mouse(.press, 3, 0, .right, after: 400)
        f.mouse(.release, 3, 0, .right)
        #expect(f.model.state.menu?.kind == .context)
        let title = "Look Up “ls” — man 1 ls"
        #expect(Self.titles(f).last == title, "\(Self.titles(f))")
        #expect(Self.shown(f).contains(title), "drawn in the menu")
        let index = try #require(Self.titles(f).firstIndex(of: title))
        while f.model.state.menu?.highlighted != index { f.key(.down) }
        let effects = f.key(.enter)
        #expect(effects.compactMap(PagerRequest.init) == [.manPage(ManPage(name: "ls", section: "1"))])
        #expect(f.model.state.menu == nil, "the menu closes; the terminal shows the page")
        // A word with no page, and the edit menu: no Look Up.
        f.mouse(.press, 3, 1, .right, after: 400)
        f.mouse(.release, 3, 1, .right)
        #expect(f.model.state.menu?.kind == .context && !Self.titles(f).contains { $0.hasPrefix("Look Up") }, "\(Self.titles(f))")
        f.key(.escape)
        Self.doubleClick(&f, 3, 0)
        #expect(f.model.state.menu?.kind == .edit && !Self.titles(f).contains { $0.hasPrefix("Look Up") }, "\(Self.titles(f))")
    }
}
