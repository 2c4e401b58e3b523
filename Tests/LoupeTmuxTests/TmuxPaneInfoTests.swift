import Testing
import LoupeCore
import LoupeTmux

@Suite("tmux pane information")
struct TmuxPaneInfoTests {
    @Test("the format asks for every field, tab-separated")
    func format() {
        #expect(TmuxPaneInfo.format.hasPrefix("#{pane_id}\t#{window_id}\t#{pane_left}"))
        #expect(TmuxPaneInfo.format.split(separator: "\t").count == 18)
    }

    @Test("a line as tmux 3.3a prints it")
    func parse() throws {
        let info = try TmuxPaneInfo.parse("%2\t@1\t21\t6\t19\t5\t120\t14\t0\t0\t1\t40\t11\tscreen\ton\ttop\t3.3a\toff\n")
        #expect(info.id == "%2" && info.windowID == "@1")
        #expect(info.frame == GridRect(origin: GridPoint(column: 21, row: 6), size: GridSize(columns: 19, rows: 5)))
        #expect(info.historySize == 120)
        #expect(info.cursor == GridPoint(column: 14, row: 0))
        #expect(!info.alternateScreen && info.windowActive)
        #expect(info.windowSize == GridSize(columns: 40, rows: 11))
        #expect(info.defaultTerminal == "screen")
        #expect(info.statusLines == 1 && info.statusAtTop)
        #expect(info.serverVersion == TmuxVersion(major: 3, minor: 3, letter: "a"))
        #expect(info.setClipboard == "off")
    }

    @Test("before tmux 2.4 the version format is empty: no version, so loupe asks tmux -V")
    func noVersionFormat() throws {
        let info = try TmuxPaneInfo.parse("%0\t@0\t0\t0\t80\t24\t0\t0\t0\t0\t1\t80\t24\tscreen\ton\tbottom\t\texternal")
        #expect(info.serverVersion == nil)
    }

    @Test("status option values", arguments: [("off", 0), ("on", 1), ("2", 2), ("5", 5), ("", 0)])
    func status(_ value: String, _ lines: Int) throws {
        let info = try TmuxPaneInfo.parse("%0\t@0\t0\t0\t80\t24\t0\t0\t0\t1\t1\t80\t24\ttmux-256color\t\(value)\tbottom\tnext-3.4\texternal")
        #expect(info.statusLines == lines && !info.statusAtTop && info.alternateScreen)
    }

    @Test("output that is not the format's is an error naming the command", arguments: [
        "", "%0", "no server running on /tmp/tmux-0/default",
        "%0\t@0\tx\t0\t80\t24\t0\t0\t0\t0\t1\t80\t24\tscreen\ton\tbottom\t3.3a\ton",
        "%0\t@0\t0\t0\t0\t24\t0\t0\t0\t0\t1\t80\t24\tscreen\ton\tbottom\t3.3a\ton",
        "%0\t@0\t-1\t0\t80\t24\t0\t0\t0\t0\t1\t80\t24\tscreen\ton\tbottom\t3.3a\ton",
    ])
    func bad(_ line: String) {
        #expect {
            _ = try TmuxPaneInfo.parse(line)
        } throws: { error in
            (error as? TmuxError)?.description.contains("display-message") == true
        }
    }

    @Test("error messages are one line without control characters")
    func messages() {
        let e = TmuxError.commandFailed(command: "capture-pane", message: "bad\u{1b}[31m thing\nsecond line")
        #expect(!e.description.contains("\n") && !e.description.contains("\u{1b}"))
        #expect(e.description.contains("capture-pane") && e.description.contains("thing"))
        #expect(TmuxError.noSuchPane("%99").description.contains("%99"))
        #expect(TmuxError.notInTmux.description.contains("TMUX"))
        #expect(TmuxError.commandFailed(command: "display-popup", message: "no current client").description
                == "tmux display-popup failed: 'no current client' (no tmux client shows this session: attach one with `tmux attach`, then run it from there)")
    }
}
