import LoupeCore

/// Every tmux command `loupe tmux` runs, as argument vectors built from the pane, the
/// tmux version and the options: pure, so each can be checked without tmux.
///
/// The order of a run:
/// 1. `captureArguments`: pane information (with the server's version) and its content
///    in one call (`tmux -V`, `versionArguments`, only for servers without `#{version}`);
/// 2. `launchArguments`: a popup over the pane (tmux 3.2 and later), or a temporary
///    window and a wait for it to finish (older tmux), running the picker command;
/// 3. the picker: `loupe tmux-relay` lends the popup's terminal to the waiting
///    `loupe tmux`, which draws the picker there itself (see `Picker`);
/// 4. on a completed selection: `copyArguments` or `pasteArguments`, with the selected
///    text on standard input.
public struct TmuxPickPlan: Hashable, Sendable {
    /// What the popup or window runs.
    public enum Picker: Hashable, Sendable {
        /// The relay's argument vector (`/path/to/loupe tmux-relay SOCKET`): it lends the
        /// popup's terminal to the `loupe tmux` process that started it, which has the
        /// pane's content parsed already and draws the picker itself.
        case relay([String])
        /// A separate picker program (tests): its argument vector before the options, the
        /// environment it needs (`KEY=value` words for `export`), the snapshot it reads,
        /// and where it writes the selected text (only on a completed selection).
        case program(arguments: [String], environment: [String], snapshotPath: String, outputPath: String)
    }

    /// The running server's version.
    public var version: TmuxVersion
    /// The pane to pick from.
    public var pane: TmuxPaneInfo
    /// What the popup or window runs.
    public var picker: Picker
    /// Where the picker's error output goes (a popup or window closes with it), or nil to leave it.
    public var errorPath: String?
    /// The tmux executable, for the command the temporary window runs.
    public var tmuxPath: String
    /// The client to show the popup on (`#{client_name}`), or nil for tmux's choice.
    public var client: String?
    /// A name unique to this run, for the wait-for channel and the paste buffer.
    public var runID: String
    /// Use a temporary window even when popups exist (`--window`).
    public var preferWindow: Bool

    /// Creates a plan.
    public init(version: TmuxVersion, pane: TmuxPaneInfo, picker: Picker, errorPath: String? = nil, tmuxPath: String = "tmux",
                client: String? = nil, runID: String, preferWindow: Bool = false) {
        self.version = version
        self.pane = pane
        self.picker = picker
        self.errorPath = errorPath
        self.tmuxPath = tmuxPath
        self.client = client
        self.runID = runID
        self.preferWindow = preferWindow
    }

    /// `tmux -V`.
    public static let versionArguments = ["-V"]

    /// Pane information (`TmuxPaneInfo.format`, one line) followed by the pane's content
    /// with styles and joined wrapped lines, `scrollback` rows of history included.
    /// Without a target tmux uses the current pane.
    public static func captureArguments(target: String?, scrollback: Int) -> [String] {
        let t = target.map { ["-t", $0] } ?? []
        var capture = ["capture-pane", "-p", "-e", "-J"] + t
        if scrollback > 0 { capture += ["-S", "-\(scrollback)"] }
        return ["display-message", "-p"] + t + [TmuxPaneInfo.format, ";"] + capture
    }

    /// How the picker is shown.
    public enum Launch: Hashable, Sendable {
        /// `display-popup` over the pane; tmux waits until the popup closes.
        case popup
        /// A temporary window (tmux before 3.2), left when the picker exits.
        case window
    }

    /// Popup when the server has one (and no window was asked for), a window otherwise.
    public var launch: Launch { version.hasPopup && !preferWindow ? .popup : .window }

    /// The message for tmux without popups, or nil when popups exist.
    public var fallbackNotice: String? {
        !version.hasPopup
            ? "tmux \(version) has no popups (display-popup needs tmux 3.2): picking in a temporary window instead"
            : nil
    }

    /// The picker's argument vector (its environment is set by `pickerCommand`).
    ///
    /// A picker program gets the snapshot, which holds the history rows and then the
    /// pane's rows, and starts at its end: a popup then shows exactly what the pane
    /// showed (and a taller window the pane's last row at the bottom). With no status
    /// bar nothing moves. (The relay's borrower does the same with its own settings.)
    public var pickerArguments: [String] {
        switch picker {
        case let .relay(arguments): return arguments
        case let .program(arguments, _, snapshot, output):
            return arguments + ["--snapshot", snapshot, "--output", output, "--start-at-end", "--no-status"]
        }
    }

    /// The environment words a picker program is started with (none for the relay: the
    /// process it lends the terminal to sets up its own).
    public var pickerEnvironment: [String] {
        if case let .program(_, environment, _, _) = picker { return environment }
        return []
    }

    /// The shell command that runs the picker, its error output sent to `errorPath`:
    /// `export` sets `pickerEnvironment` first (in the shell itself, so no `env` process
    /// starts). With `exec` the shell becomes the picker instead of forking it, one
    /// process less before the picker is on screen (the popup has nothing to run after it).
    public func pickerCommand(exec: Bool) -> String {
        let environment = pickerEnvironment
        let export = environment.isEmpty ? "" : "export " + ShellQuote.command(environment) + "; "
        return export + (exec ? "exec " : "") + ShellQuote.command(pickerArguments)
            + (errorPath.map { " 2>" + ShellQuote.word($0) } ?? "")
    }

    /// The arguments that show the picker and return once it has finished.
    /// From tmux 3.3 `display-popup` fails, saying nothing, when the picker exits
    /// non-zero (as a cancelled pick does).
    public var launchArguments: [String] {
        launch == .popup ? popupArguments : windowArguments
    }

    /// `display-popup` exactly over the pane, running the picker command (from tmux 3.3
    /// the relay's argument vector itself, with no shell): without a border from tmux 3.3 on,
    /// placed by tmux's own `popup_pane_*` formats (they count the status line and
    /// a window larger than the client). tmux 3.2 always draws a border, so the
    /// popup is one cell larger on each side, placed from the pane's position.
    public var popupArguments: [String] {
        var args = ["display-popup", "-E"]
        if let client { args += ["-c", client] }
        args += ["-t", pane.id]
        let size = pane.frame.size
        if version.hasBorderlessPopup {
            args += ["-B", "-x", "#{popup_pane_left}", "-y", "#{popup_pane_bottom}", "-w", String(size.columns), "-h", String(size.rows)]
        } else {
            let top = pane.frame.origin.row + (pane.statusAtTop ? pane.statusLines : 0)
            let x = max(0, pane.frame.origin.column - 1)
            // -y is the row below the popup: the border row under the pane.
            let bottom = top + size.rows + 1
            args += ["-x", String(x), "-y", String(bottom), "-w", String(size.columns + 2), "-h", String(size.rows + 2)]
        }
        if case .relay = picker, version.hasArgumentVectorPopup {
            args += pickerArguments  // run directly: no shell starts, nothing to quote
        } else {
            args.append(pickerCommand(exec: true))
        }
        return args
    }

    /// A new window after the pane's window running the picker, then a wait until it
    /// signals that it is done; tmux prints the window's ID (`-P`), for `closeWindowArguments`.
    /// The signal comes before the window's shell exits, so the window may still be shown when
    /// the wait ends: closing it then is what brings the pane back before `loupe tmux` returns.
    public var windowArguments: [String] {
        let channel = "loupe-\(runID)"
        let command = pickerCommand(exec: false) + "; " + ShellQuote.command([tmuxPath, "wait-for", "-S", channel])
        return ["new-window", "-a", "-P", "-F", "#{window_id}", "-t", pane.windowID, "-n", "loupe", command, ";", "wait-for", channel]
    }

    /// Closes the temporary window whose ID `windowArguments` printed (nil: it printed none, as a
    /// popup prints nothing). tmux then shows the pane's window again.
    public static func closeWindowArguments(printed: String) -> [String]? {
        let id = String(Substring(printed).trimmingWhitespace())
        guard id.hasPrefix("@"), id.dropFirst().allSatisfy(\.isNumber), id.count > 1 else { return nil }
        return ["kill-window", "-t", id]
    }

    /// Puts the text read from standard input into a new automatic tmux buffer (the one
    /// `paste-buffer` and `prefix ]` use) and, from tmux 3.2, also to the outside
    /// clipboard, unless `set-clipboard` is off (`load-buffer -w` itself ignores it).
    public var copyArguments: [String] {
        var args = ["load-buffer"]
        if version.hasClipboardLoad && pane.setClipboard != "off" {
            args.append("-w")
            if let client { args += ["-t", client] }
        }
        return args + ["-"]
    }

    /// Pastes the text read from standard input into the pane through a private buffer
    /// that is deleted afterwards, so neither the buffers nor the clipboard change.
    /// `-p` uses bracketed paste when the pane's program asked for it.
    public var pasteArguments: [String] {
        let buffer = "loupe-paste-\(runID)"
        return ["load-buffer", "-b", buffer, "-", ";", "paste-buffer", "-d", "-p", "-b", buffer, "-t", pane.id]
    }

    /// The environment the picker needs (`KEY=value` words), from the pane's server
    /// settings and the caller's environment: an xterm TERM (so ncurses asks for SGR mouse reports and reads them)
    /// unless `default-terminal` already is one, and a UTF-8 character type when the
    /// inherited locale has none (ncursesw draws wide characters only in a UTF-8 locale).
    public static func pickerEnvironment(defaultTerminal: String, inherited: [String: String]) -> [String] {
        var words: [String] = []
        if !defaultTerminal.hasPrefix("xterm") { words.append("TERM=xterm-256color") }
        if !LocaleCharset.isUTF8(inherited) {
            if let all = inherited["LC_ALL"], !all.isEmpty { words.append("LC_ALL=C.UTF-8") } else { words.append("LC_CTYPE=C.UTF-8") }
        }
        return words
    }

    /// The environment `loupe tmux` draws the picker with in the popup's terminal, which it
    /// borrows through the relay: its own environment (a run-shell job has the server's),
    /// with the TERM the popup has (`default-terminal`), or an xterm one when that is not
    /// an xterm, and the locale of `pickerEnvironment`.
    public static func borrowerEnvironment(defaultTerminal: String, inherited: [String: String]) -> [String: String] {
        var environment = inherited
        environment["TERM"] = defaultTerminal.hasPrefix("xterm") ? defaultTerminal : "xterm-256color"
        for word in pickerEnvironment(defaultTerminal: defaultTerminal, inherited: inherited) {
            guard let equals = word.firstIndex(of: "=") else { continue }
            environment[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
        return environment
    }
}
