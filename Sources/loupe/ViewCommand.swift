import ArgumentParser
import LoupeTerminal
import FoundationEssentials
import LoupeConfiguration
import LoupeCore
import LoupePager
import LoupeSystem

struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Page through text and select with the mouse, with the loupe above the pointer.",
        discussion: """
        Shows text with ANSI colours (as less -R does), UTF-8 and tabs. Drag to
        select by character, double-click for a word (URLs, paths, e-mail and IP
        addresses, hashes are one word), triple-click for a line, alt+drag for a
        block, shift+click to extend.

        A finished selection is copied: inside tmux to the tmux buffer; outside
        it with --copy-command, else with the first of wl-copy, xclip, xsel and
        pbcopy that works here (--clipboard), and as OSC 52. The status bar says
        "copied" only when one of them took it. The edit menu appears above the
        selection (Copy, Select All, Find, Expand, Open, Copy Link, Open in
        Editor, your --menu-action items); a right-click opens the same items as
        a context menu at the pointer (on a link with nothing selected, the
        link's preview: Open, Copy link, Copy text). After them both menus say
        what the selection means (a Unix time as a date, 0xff as 255, errno and
        signal names, sizes, durations, colours; in the context menu Look Up for
        a word that names a man page), and the detectors of your own:
        [[menu.detectors]] in the configuration file, a name, a pattern and a
        command that gets the selection on standard input and must answer within
        200 ms; its first line of output is the item's title.

        Standard input, pipes and devices (/dev/zero, tail -f) show at once and
        go on being read in the background, up to 256 MiB (text plus 8 bytes a
        line); the status bar says when that cap stopped the reading. F (or
        --follow) keeps the view at the end as the input grows.

        Keys: wheel, arrows, j/k, PgUp/PgDn, space, b, g/G scroll, F follows;
        left/right scroll sideways with --no-wrap; Esc clears the selection;
        ctrl+a selects everything; q quits.

        Caret mode: c or F7 starts it, for selecting without a mouse; the lens
        follows the caret and the terminal's cursor sits on it. h j k l and the
        arrows, w b e, 0 ^ $, H M L, g G, PgUp/PgDn, ctrl+d/u move it; v, V and
        ctrl+v select (characters, lines, a block), o swaps the ends; y or Enter
        copies; Esc clears the selection, a second Esc leaves.

        Find: / (or ctrl+f) and ? search forward and backward as you type, over
        the whole document; n/N go to the next and previous match; * searches for
        the selection or the word under the pointer. In the bar ctrl+r steps the
        case rule (smart, match, ignore), ctrl+w whole words, ctrl+e regular
        expressions; Enter keeps the search, Esc ends it.

        Examples:
          \(ProgramName.called) view demo/multilingual.txt
          git log --color | \(ProgramName.called) view
          \(ProgramName.called) view --zoom 4 --hover notes.txt        # a big loupe that follows the pointer
          \(ProgramName.called) view --copy-command 'xclip -selection clipboard' log.txt
          \(ProgramName.called) view --menu-action 'Word count=wc -w | xmessage -file -' notes.txt
        """
    )

    @OptionGroup var viewer: ViewerOptions

    @Option(name: .customLong("copy-command"), help: "Also pipe each copied selection to this shell command (\"\": none).")
    var copyCommand: String?

    @Flag(inversion: .prefixedNo, help: "Copy a finished selection as it is made (the default), or only with the menu's Copy.")
    var copyOnSelect: Bool?

    @Option(name: .customLong("clipboard"),
            help: "Where copies go besides OSC 52: auto (the first of wl-copy, xclip, xsel, pbcopy that works here), none, or one by name.")
    var clipboard: ClipboardChoice?

    @Flag(inversion: .prefixedNo, help: "Also set the primary selection, which a middle click pastes (the default).")
    var primary: Bool?

    @OptionGroup(title: "Menus") var menus: MenuOptions

    @Option(name: .customLong("record-input"), help: "Write this session's input as a demo script (replay it with `\(ProgramName.called) demo FILE --record x.cast`).")
    var recordInput: String?

    @OptionGroup(title: "Configuration") var configFile: ConfigFileOptions

    func run() throws {
        var commandLine = viewer.loupe.commandLine
        if let copyCommand { commandLine[ConfigKey.copyCommand.path] = .string(copyCommand) }
        if let copyOnSelect { commandLine[ConfigKey.copyOnSelect.path] = .bool(copyOnSelect) }
        if let clipboard { commandLine[ConfigKey.clipboardProvider.path] = .string(clipboard.word) }
        if let primary { commandLine[ConfigKey.clipboardPrimary.path] = .bool(primary) }
        let environment = ProcessEnvironment.current()
        let config = try configFile.load(commandLine: commandLine, environment: environment)
        try Self.view(file: viewer.file, follow: viewer.follow, config: config, menuActions: menus.items(config), recordInput: recordInput,
                      environment: environment)
    }

    /// Runs `loupe view` on `file` with the effective configuration: the parsed command's `run`,
    /// and a plain command line's (`PlainInvocation`). `environment`: the process's, read once by the caller.
    static func view(file: String, follow: Bool, config: Configuration, menuActions: [MenuItem], recordInput: String?,
                     opening: TerminalOpening? = nil, environment: [String: String]) throws {
        let command = config.value(ConfigKey.copyCommand)?.string ?? ""
        var launcher = ViewerLauncher(file: file, look: LoupeLook(config), purpose: .view,
                                      copyCommand: command.isEmpty ? nil : command, recordInput: recordInput)
        launcher.follow = follow
        launcher.opening = opening
        launcher.environment = environment
        launcher.menuActions = menuActions
        launcher.copyOnSelect = config.value(ConfigKey.copyOnSelect)?.bool ?? true
        let status = try launcher.run()
        if status != 0 { throw ExitCode(status) }
    }
}

struct PickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Select text with the mouse and print it: a picker for pipelines.",
        discussion: """
        The same screen as `\(ProgramName.called) view`. When a selection gesture completes
        (release after a drag, a double- or triple-click) the selected text is
        printed on standard output, exactly, and loupe exits 0. Esc, q or
        Ctrl-C print nothing and exit 130.

        Examples:
          git log --oneline | \(ProgramName.called) pick | cut -d' ' -f1 | xargs git show
          git log | \(ProgramName.called) pick | xargs git show
          ls -l --color=always | \(ProgramName.called) pick
        """
    )

    @OptionGroup var viewer: ViewerOptions

    @Option(help: "Write the picked text to this file instead of standard output.")
    var output: String?

    @Flag(inversion: .prefixedNo, help: "Show the status bar (the default), or hide it (nothing on screen moves).")
    var status: Bool?

    @OptionGroup(title: "Configuration") var configFile: ConfigFileOptions

    func run() throws {
        var commandLine = viewer.loupe.commandLine
        if let status { commandLine[ConfigKey.statusBar.path] = .bool(status) }
        let environment = ProcessEnvironment.current()
        let config = try configFile.load(commandLine: commandLine, environment: environment)
        try Self.pick(file: viewer.file, follow: viewer.follow, config: config, output: output, environment: environment)
    }

    /// Runs `loupe pick` on `file` with the effective configuration (see `ViewCommand.view`).
    static func pick(file: String, follow: Bool, config: Configuration, output: String?, opening: TerminalOpening? = nil,
                     environment: [String: String]) throws {
        var launcher = ViewerLauncher(file: file, look: LoupeLook(config), purpose: .pick, copyCommand: nil, recordInput: nil)
        launcher.outputPath = output
        launcher.opening = opening
        launcher.environment = environment
        launcher.showStatusBar = config.value(ConfigKey.statusBar)?.bool ?? true
        launcher.follow = follow
        let status = try launcher.run()
        if status != 0 { throw ExitCode(status) }
    }
}
