import Testing
import LoupeCore
import LoupeTmux

@Suite("tmux pick plan")
struct TmuxPickPlanTests {
    static let pane = TmuxPaneInfo(
        id: "%7", windowID: "@3", frame: GridRect(origin: GridPoint(column: 21, row: 6), size: GridSize(columns: 19, rows: 5)),
        historySize: 40, windowSize: GridSize(columns: 40, rows: 11), defaultTerminal: "screen", statusLines: 1, statusAtTop: true)

    /// A plan with a separate picker program (what `--picker` runs, for tests).
    static func plan(_ version: String, pane: TmuxPaneInfo = pane, client: String? = nil, window: Bool = false) -> TmuxPickPlan {
        TmuxPickPlan(version: TmuxVersion.parse(version) ?? TmuxVersion(major: 0, minor: 0), pane: pane,
                     picker: .program(arguments: ["/opt/my loupe/loupe", "pick"], environment: ["TERM=xterm-256color"],
                                      snapshotPath: "/tmp/loupe-tmux-ab/pane.snapshot", outputPath: "/tmp/loupe-tmux-ab/selection.txt"),
                     tmuxPath: "/usr/bin/tmux", client: client, runID: "42-ab", preferWindow: window)
    }

    static let relay = ["/opt/my loupe/loupe-relay", "/tmp/loupe-tmux-ab/relay"]

    /// A plan with the relay, as `loupe tmux` runs it.
    static func relayPlan(_ version: String, window: Bool = false) -> TmuxPickPlan {
        TmuxPickPlan(version: TmuxVersion.parse(version) ?? TmuxVersion(major: 0, minor: 0), pane: pane, picker: .relay(relay),
                     errorPath: "/tmp/loupe-tmux-ab/picker.err", tmuxPath: "/usr/bin/tmux", client: "/dev/pts/4", runID: "42-ab",
                     preferWindow: window)
    }

    @Test("relay, tmux 3.3: the popup runs the relay's argument vector itself, with no shell and nothing quoted")
    func relayPopup33() {
        let a = Self.relayPlan("tmux 3.3a").launchArguments
        #expect(a == ["display-popup", "-E", "-c", "/dev/pts/4", "-t", "%7", "-B",
                      "-x", "#{popup_pane_left}", "-y", "#{popup_pane_bottom}", "-w", "19", "-h", "5"] + Self.relay)
        #expect(Self.relayPlan("tmux 3.3a").pickerEnvironment.isEmpty, "the borrower sets up its own environment")
    }

    @Test("relay, tmux 3.2: one shell command (3.2 takes no argument vector) that becomes the relay, errors to a file")
    func relayPopup32() {
        let a = Self.relayPlan("tmux 3.2a").launchArguments
        #expect(a.count == 15)
        #expect(a.last == "exec '/opt/my loupe/loupe-relay' /tmp/loupe-tmux-ab/relay 2>/tmp/loupe-tmux-ab/picker.err")
    }

    @Test("relay in a window: the shell runs the relay, then signals the wait; no exec")
    func relayWindow() {
        let p = Self.relayPlan("tmux 3.3a", window: true)
        #expect(p.launch == .window)
        #expect(p.launchArguments[9] == "'/opt/my loupe/loupe-relay' /tmp/loupe-tmux-ab/relay 2>/tmp/loupe-tmux-ab/picker.err; /usr/bin/tmux wait-for -S loupe-42-ab")
    }

    @Test("the borrower's environment: TERM as the popup has it (an xterm one when it is not), a UTF-8 locale", arguments: [
        ("screen", ["TERM": "xterm-kitty", "LANG": "en_US.UTF-8"], "xterm-256color", nil as String?, nil as String?),
        ("xterm-direct", ["TERM": "screen", "LANG": "en_US.UTF-8"], "xterm-direct", nil, nil),
        ("tmux-256color", ["LANG": "C"], "xterm-256color", "C.UTF-8", nil),
        ("screen", ["LC_ALL": "POSIX"], "xterm-256color", nil, "C.UTF-8"),
    ])
    func borrowerEnvironment(_ terminal: String, _ inherited: [String: String], _ term: String, _ ctype: String?, _ all: String?) {
        let environment = TmuxPickPlan.borrowerEnvironment(defaultTerminal: terminal, inherited: inherited)
        #expect(environment["TERM"] == term)
        #expect(environment["LC_CTYPE"] == ctype)
        #expect(environment["LC_ALL"] == (all ?? inherited["LC_ALL"]))
        #expect(environment["LANG"] == inherited["LANG"], "the rest is inherited")
    }

    @Test("capture: information then content, history on request")
    func capture() {
        #expect(TmuxPickPlan.captureArguments(target: "%7", scrollback: 0) ==
                ["display-message", "-p", "-t", "%7", TmuxPaneInfo.format, ";", "capture-pane", "-p", "-e", "-J", "-t", "%7"])
        #expect(TmuxPickPlan.captureArguments(target: "%7", scrollback: 500).suffix(2) == ["-S", "-500"])
        #expect(!TmuxPickPlan.captureArguments(target: nil, scrollback: 0).contains("-t"))
    }

    @Test("picker options: the snapshot, the output file, start at the end (the pane's rows), no status line")
    func pickerArguments() {
        let p = Self.plan("tmux 3.3a")
        #expect(p.pickerArguments == ["/opt/my loupe/loupe", "pick",
                                      "--snapshot", "/tmp/loupe-tmux-ab/pane.snapshot", "--output", "/tmp/loupe-tmux-ab/selection.txt",
                                      "--start-at-end", "--no-status"])
    }

    @Test("tmux 3.3: a borderless popup the pane's size, placed by tmux's pane formats")
    func popup33() {
        let p = Self.plan("tmux 3.3a", client: "/dev/pts/4")
        #expect(p.launch == .popup && p.fallbackNotice == nil)
        let a = p.launchArguments
        #expect(Array(a.dropLast()) == ["display-popup", "-E", "-c", "/dev/pts/4", "-t", "%7", "-B",
                                         "-x", "#{popup_pane_left}", "-y", "#{popup_pane_bottom}", "-w", "19", "-h", "5"])
        // The shell sets the environment and becomes the picker: no env process, no fork.
        #expect(a.last == "export 'TERM=xterm-256color'; exec " + ShellQuote.command(p.pickerArguments))
        #expect(a.last?.contains("'/opt/my loupe/loupe'") == true)
    }

    @Test("tmux 3.2: the popup has a border, so it is one cell larger all round; the top status line moves it down")
    func popup32() {
        let a = Self.plan("tmux 3.2a").popupArguments
        // Pane content at column 21, client row 6 + 1 (status on top): the border box is
        // columns 20-40 and rows 6-12, so -y (the row below the box) is 13.
        #expect(Array(a.dropLast()) == ["display-popup", "-E", "-t", "%7", "-x", "20", "-y", "13", "-w", "21", "-h", "7"])
        var bottomStatus = Self.pane
        bottomStatus.statusAtTop = false
        bottomStatus.frame.origin = GridPoint(column: 0, row: 0)
        let b = Self.plan("tmux 3.2", pane: bottomStatus).popupArguments
        #expect(Array(b.dropLast()).suffix(8) == ["-x", "0", "-y", "6", "-w", "21", "-h", "7"])
    }

    @Test("the picker's error output goes to a file, so a popup that closes at once does not lose it")
    func errorOutput() {
        var p = Self.plan("tmux 3.3a")
        p.errorPath = "/tmp/loupe-tmux-ab/picker err"
        #expect(p.pickerCommand(exec: false) == "export 'TERM=xterm-256color'; " + ShellQuote.command(p.pickerArguments) + " 2>'/tmp/loupe-tmux-ab/picker err'")
        #expect(p.popupArguments.last == "export 'TERM=xterm-256color'; exec " + ShellQuote.command(p.pickerArguments) + " 2>'/tmp/loupe-tmux-ab/picker err'")
        // The window must not exec: the wait-for signal runs after the picker.
        #expect(p.windowArguments[9].hasPrefix(p.pickerCommand(exec: false) + "; "))
        var plain = p
        plain.picker = .program(arguments: ["/opt/my loupe/loupe", "pick"], environment: [],
                                snapshotPath: "/tmp/loupe-tmux-ab/pane.snapshot", outputPath: "/tmp/loupe-tmux-ab/selection.txt")
        #expect(plain.pickerCommand(exec: true) == "exec " + ShellQuote.command(p.pickerArguments) + " 2>'/tmp/loupe-tmux-ab/picker err'")
    }

    @Test("before 3.2: a temporary window after the pane's window, and a wait for the picker's signal")
    func window() {
        let p = Self.plan("tmux 2.9")
        #expect(p.launch == .window)
        #expect(p.fallbackNotice?.contains("2.9") == true && p.fallbackNotice?.contains("3.2") == true)
        let a = p.launchArguments
        #expect(a.count == 13)
        #expect(Array(a.prefix(9)) == ["new-window", "-a", "-P", "-F", "#{window_id}", "-t", "@3", "-n", "loupe"])
        #expect(a[9] == "export 'TERM=xterm-256color'; " + ShellQuote.command(p.pickerArguments) + "; /usr/bin/tmux wait-for -S loupe-42-ab")
        #expect(Array(a.suffix(3)) == [";", "wait-for", "loupe-42-ab"])
    }

    @Test("the window printed its ID: closing it is asked for exactly that window; anything else closes nothing")
    func closeWindow() {
        #expect(TmuxPickPlan.closeWindowArguments(printed: "@12\n") == ["kill-window", "-t", "@12"])
        for printed in ["", "\n", "@", "@1x", "%3", "12", "@1 @2"] {
            #expect(TmuxPickPlan.closeWindowArguments(printed: printed) == nil, "\(printed)")
        }
    }

    @Test("--window picks in a window even with popups, and says nothing about versions")
    func preferWindow() {
        let p = Self.plan("tmux 3.3a", window: true)
        #expect(p.launch == .window && p.fallbackNotice == nil)
    }

    @Test("tmux reads an argument that ends in ; as a command separator: only the separators do")
    func separators() {
        for version in ["tmux 2.9", "tmux 3.2", "tmux 3.3a"] {
            let p = Self.plan(version)
            for args in [p.launchArguments, Self.relayPlan(version).launchArguments, p.copyArguments, p.pasteArguments, TmuxPickPlan.captureArguments(target: "%7", scrollback: 9)] {
                #expect(args.allSatisfy { $0 == ";" || !$0.hasSuffix(";") }, "\(args)")
            }
        }
    }

    @Test("copy: a new automatic buffer, and the clipboard with load-buffer -w from 3.2 unless set-clipboard is off")
    func copy() {
        #expect(Self.plan("tmux 3.3a").copyArguments == ["load-buffer", "-w", "-"])
        #expect(Self.plan("tmux 3.3a", client: "/dev/pts/2").copyArguments == ["load-buffer", "-w", "-t", "/dev/pts/2", "-"])
        #expect(Self.plan("tmux 3.1c").copyArguments == ["load-buffer", "-"])
        var off = Self.pane
        off.setClipboard = "off"
        #expect(Self.plan("tmux 3.3a", pane: off).copyArguments == ["load-buffer", "-"], "load-buffer -w ignores set-clipboard off")
    }

    @Test("paste: a private buffer, deleted by the paste, bracketed when the program asked")
    func paste() {
        #expect(Self.plan("tmux 3.3a").pasteArguments ==
                ["load-buffer", "-b", "loupe-paste-42-ab", "-", ";", "paste-buffer", "-d", "-p", "-b", "loupe-paste-42-ab", "-t", "%7"])
    }

    @Test("picker environment: an xterm TERM unless there is one, a UTF-8 locale unless there is one", arguments: [
        ("screen", ["LANG": "en_US.UTF-8"], ["TERM=xterm-256color"]),
        ("tmux-256color", ["LC_ALL": "C.utf8"], ["TERM=xterm-256color"]),
        ("xterm-256color", ["LANG": "de_DE.UTF-8"], []),
        ("xterm-direct", [:], ["LC_CTYPE=C.UTF-8"]),
        ("screen", ["LANG": "C"], ["TERM=xterm-256color", "LC_CTYPE=C.UTF-8"]),
        ("screen", ["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"], ["TERM=xterm-256color", "LC_ALL=C.UTF-8"]),
        ("screen", ["LC_CTYPE": "en_GB.UTF-8", "LANG": "C"], ["TERM=xterm-256color"]),
    ])
    func environment(_ terminal: String, _ inherited: [String: String], _ expected: [String]) {
        #expect(TmuxPickPlan.pickerEnvironment(defaultTerminal: terminal, inherited: inherited) == expected)
    }
}
