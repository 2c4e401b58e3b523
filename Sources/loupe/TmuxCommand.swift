import ArgumentParser
import FoundationEssentials
import LoupeConfiguration
import LoupeCore
import LoupeSystem
import LoupeTmux

struct TmuxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tmux",
        abstract: "Pick text from a tmux pane with the loupe.",
        discussion: """
        Captures a tmux pane with its colours and opens the picker in a popup
        exactly over it, so nothing on screen moves. Select with the mouse (the
        wheel scrolls into the captured history); the selected text goes into a
        new tmux buffer and, where tmux's set-clipboard allows, the system
        clipboard. Esc or q closes the popup and changes nothing.

        With --no-copy-on-select a finished selection is not taken at once: the
        edit menu appears above it, as in `\(ProgramName.called) view` (Copy, Select All, Find,
        Expand, Open, Copy Link, Open in Editor, your --menu-action items), and
        its Copy, or Enter, takes the selection and closes the popup. A
        right-click opens the same items as a context menu either way.

        Without a mouse, c or F7 starts caret mode, as in
        `\(ProgramName.called) view`: move with vi's keys (h j k l, w b e, 0 ^ $...),
        v selects, and y or Enter takes the selection and closes the popup; Esc
        clears it, a second Esc leaves.

        With --press (what loupe.tmux's mouse bindings pass, with
        set -g @loupe-mouse on) the picker takes over a drag, double or
        triple click begun in the pane: it opens with the selection
        started there and follows the rest of the drag.

        Needs tmux 3.2 for popups (3.3 for a popup without a border); older tmux
        opens the picker in a temporary window instead.

        Examples:
          \(ProgramName.called) tmux                          # the pane this runs in
          \(ProgramName.called) tmux --target %3 --scrollback 2000
          \(ProgramName.called) tmux --paste                  # paste the selection into the pane
          \(ProgramName.called) tmux --no-copy-on-select --menu-action 'Word count=wc -w > /tmp/count'

        In ~/.tmux.conf (prefix C-l picks from the current pane):
          bind-key C-l run-shell -b '\(ProgramName.called) tmux --target "#{pane_id}"'
        See docs/tmux.md for the TPM plugin.
        """
    )

    @Flag(inversion: .prefixedNo, help: "Take a finished selection at once (the default), or show the edit menu and take it with its Copy or Enter.")
    var copyOnSelect: Bool?

    @Option(name: [.short, .long], help: "The pane to pick from (a pane id such as %3, or any tmux target); default: this pane.")
    var target: String?

    @Option(help: "Rows of the pane's history to capture as well (0-1000000; default: 0).")
    var scrollback: Int?

    @Flag(inversion: .prefixedNo, help: "Paste the selection into the pane instead of copying it; default: copy.")
    var paste: Bool?

    @Flag(inversion: .prefixedNo, help: "Pick in a temporary window instead of a popup (always so before tmux 3.2); default: a popup.")
    var window: Bool?

    @Option(help: "The tmux client to show the popup on (#{client_name}); default: tmux's choice.")
    var client: String?

    @Option(help: ArgumentHelp("""
        What the key binding knows of the pane: the line tmux makes of the format `\(ProgramName.called) tmux --pane-info-format` \
        prints (loupe.tmux passes it). The popup then opens while the pane is captured; a line that does not read \
        is ignored.
        """, valueName: "line"))
    var paneInfo: String?

    @Flag(help: "Print the format --pane-info takes, for a key binding, and exit.")
    var paneInfoFormat = false

    @Option(help: ArgumentHelp("""
        Take over a drag begun in the pane: where the left button went down (loupe.tmux's mouse bindings pass \
        #{mouse_x},#{mouse_y} of the press). The picker opens with the selection started there and follows the pointer.
        """, valueName: "column,row"))
    var press: String?

    @Option(help: ArgumentHelp("With --press: where tmux last saw the pointer, the button held (the drag's first motion).",
                               valueName: "column,row"))
    var pointer: String?

    @Option(help: ArgumentHelp("With --press: 2 takes the word there (a double click), 3 the line (a triple click); default: 1, a drag.",
                               valueName: "n"))
    var clicks: Int?

    @Option(help: ArgumentHelp("Run this picker program in the popup, with a snapshot file, instead of picking here (tests).", visibility: .hidden))
    var picker: String?

    @OptionGroup(title: "Loupe options") var look: LoupeOptions

    @OptionGroup(title: "Menus") var menus: MenuOptions

    @OptionGroup(title: "Configuration") var configFile: ConfigFileOptions

    @Flag(help: "Time the start-up steps (capture, parse, snapshot, popup) on the pane and print them.")
    var bench = false

    func validate() throws {
        if let scrollback, !(0...1_000_000).contains(scrollback) {
            throw ValidationError("--scrollback must be between 0 and 1000000, got \(scrollback)")
        }
        if let target, target.isEmpty { throw ValidationError("--target must name a pane, such as %3") }
        _ = try mouseStart()
    }

    /// `--press`, `--pointer` and `--clicks` as a start, nil without `--press`; a value that does
    /// not read is a clear message.
    func mouseStart() throws -> TmuxMouseStart? {
        func point(_ name: String, _ text: String) throws -> GridPoint {
            guard let point = TmuxMouseStart.point(text) else {
                throw ValidationError("--\(name) must be COLUMN,ROW (cells of the pane from its top left, from 0), got '\(text)'")
            }
            return point
        }
        if let clicks, !(1...3).contains(clicks) { throw ValidationError("--clicks must be 1, 2 or 3, got \(clicks)") }
        guard let press else {
            if pointer != nil || clicks != nil { throw ValidationError("--pointer and --clicks go with --press") }
            return nil
        }
        return TmuxMouseStart(press: try point("press", press), pointer: try pointer.map { try point("pointer", $0) }, clicks: clicks ?? 1)
    }

    func run() throws {
        if paneInfoFormat {
            StandardStream.write(TmuxPaneInfo.format + "\n", to: StandardStream.output)
            return
        }
        var commandLine = look.commandLine
        if let copyOnSelect { commandLine[ConfigKey.tmuxCopyOnSelect.path] = .bool(copyOnSelect) }
        if let scrollback { commandLine[ConfigKey.scrollback.path] = .integer(scrollback) }
        if let paste { commandLine[ConfigKey.paste.path] = .bool(paste) }
        if let window { commandLine[ConfigKey.window.path] = .bool(window) }
        try Self.pick(target: target, client: client, paneInfo: paneInfo, start: try mouseStart(), picker: picker, commandLine: commandLine,
                      config: (configFile.path, configFile.noConfig), menuActions: menus.menuActions, bench: bench)
    }

    /// Picks from a pane with these options (`commandLine`: the configuration's command-line
    /// layer; `menuActions`: the `--menu-action` values; `paneInfo`: `--pane-info`; `start`: `--press`
    /// and the rest): the parsed command's `run`, and a plain command line's (`PlainInvocation`).
    static func pick(target: String?, client: String?, paneInfo: String?, start: TmuxMouseStart? = nil, picker: String?,
                     commandLine: [String: ConfigValue],
                     config configFile: (path: String?, noConfig: Bool), menuActions: [String], bench: Bool) throws {
        let environment = ProcessEnvironment.current()
        let config = try ConfigFileOptions.load(path: configFile.path, noConfig: configFile.noConfig, commandLine: commandLine,
                                                environment: environment)
        let options = TmuxPickRun.Options(target: target, scrollback: config.value(ConfigKey.scrollback)?.integer ?? 0,
                                          paste: config.value(ConfigKey.paste)?.bool ?? false, client: client,
                                          window: config.value(ConfigKey.window)?.bool ?? false, picker: picker.map { [$0] },
                                          look: LoupeLook(config),
                                          copyOnSelect: config.value(ConfigKey.tmuxCopyOnSelect)?.bool ?? true,
                                          menuActions: try MenuOptions.items(config, commandLine: menuActions),
                                          paneInfo: paneInfo.flatMap { try? TmuxPaneInfo.parse($0) }, start: start)
        do {
            guard let socket = environment["TMUX"], !socket.isEmpty else { throw TmuxError.notInTmux }
            let runner = TmuxPickRun(tmux: try TmuxClient.locate(environment: environment), options: options, environment: environment)
            if bench {
                print(try TmuxStartupBench(run: runner).measure(), terminator: "")
                return
            }
            // A cancelled pick exits 0 too: run-shell reports any other status in the status line.
            _ = try runner.run { message in
                StandardStream.write("\(ProgramName.called) tmux: " + message + "\n", to: StandardStream.error)
            }
        } catch let error as TmuxError {
            throw CommandFailure(error.description)
        }
    }
}
