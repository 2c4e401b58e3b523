import ArgumentParser
import LoupeConfiguration
import LoupeRuntime
import LoupeSystem
import LoupeTerminal
import LoupeTmux

/// A command line that names `view` or `pick` and at most a file, nothing else
/// (`loupe view notes.txt`, `git log | loupe pick`), or `tmux` with no more than what its key and
/// mouse bindings pass (`--target PANE --client CLIENT --scrollback ROWS --pane-info INFO --press
/// COLUMN,ROW --pointer COLUMN,ROW --clicks N`, each at most once, in any order, as separate words):
/// it runs without the argument parser.
///
/// Parsing reflects over the command's options and asks the Swift runtime for conformances
/// it finds only by searching all of them: about 2 ms before anything is drawn, more than the
/// rest of the way to the first screen. A plain command line has nothing to parse, so it runs
/// as the parsed command would with no option given (the same functions, the same
/// configuration layers). Anything else (an option, `--`, a second file, `--help`) goes
/// through the parser, as does a file name that starts with `-` (other than `-` itself), an
/// option's value that starts with `-` or is empty, and a `--scrollback` the parser would refuse.
enum PlainInvocation {
    case view(file: String)
    case pick(file: String)
    case tmux(target: String?, client: String?, scrollback: Int?, paneInfo: String?, start: TmuxMouseStart?)

    /// The plain command line in `arguments` (the program's name left out), or nil.
    init?(_ arguments: [String]) {
        if arguments.first == "tmux" {
            guard let options = PlainInvocation.tmuxOptions(arguments.dropFirst()) else { return nil }
            var start: TmuxMouseStart?
            if let press = options["--press"] {
                guard let point = TmuxMouseStart.point(press) else { return nil }
                let pointer = options["--pointer"].map(TmuxMouseStart.point)
                let clicks = options["--clicks"].map(TmuxMouseStart.clicks)
                if pointer == .some(nil) || clicks == .some(nil) { return nil }
                start = TmuxMouseStart(press: point, pointer: pointer ?? nil, clicks: (clicks ?? nil) ?? 1)
            } else if options["--pointer"] != nil || options["--clicks"] != nil {
                return nil
            }
            self = .tmux(target: options["--target"], client: options["--client"], scrollback: options["--scrollback"].flatMap { Int($0) },
                         paneInfo: options["--pane-info"], start: start)
            return
        }
        guard let command = arguments.first, arguments.count <= 2 else { return nil }
        let file = arguments.count == 2 ? arguments[1] : "-"
        guard file == "-" || (!file.isEmpty && !file.hasPrefix("-")) else { return nil }
        switch command {
        case "view": self = .view(file: file)
        case "pick": self = .pick(file: file)
        default: return nil
        }
    }

    /// The key binding's options of `loupe tmux`, by name; nil when anything else is there.
    static func tmuxOptions(_ words: ArraySlice<String>) -> [String: String]? {
        guard words.count % 2 == 0 else { return nil }
        var options: [String: String] = [:]
        var rest = words
        while let name = rest.popFirst(), let value = rest.popFirst() {
            guard ["--target", "--client", "--scrollback", "--pane-info", "--press", "--pointer", "--clicks"].contains(name), options[name] == nil,
                  !value.isEmpty, !value.hasPrefix("-") else { return nil }
            options[name] = value
        }
        if let rows = options["--scrollback"] {
            guard rows.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let n = Int(rows), n <= 1_000_000 else { return nil }
        }
        return options
    }

    /// Runs the command as the parser's `ViewCommand`, `PickCommand` or `TmuxCommand` would with
    /// these options alone. `view` and `pick` start opening the terminal first (`TerminalOpening`),
    /// beside reading the configuration and the file.
    func run() throws {
        switch self {
        case let .view(file):
            // The environment is read once, for the terminal, the configuration and the pager.
            let environment = ProcessEnvironment.current()
            let opening = Self.opening(environment: environment)
            let config = try Self.configuration(opening: opening, environment: environment)
            try ViewCommand.view(file: file, follow: false, config: config, menuActions: MenuOptions.items(config, commandLine: []),
                                 recordInput: nil, opening: opening, environment: environment)
        case let .pick(file):
            let environment = ProcessEnvironment.current()
            let opening = Self.opening(environment: environment)
            try PickCommand.pick(file: file, follow: false, config: Self.configuration(opening: opening, environment: environment), output: nil,
                                 opening: opening, environment: environment)
        case let .tmux(target, client, scrollback, paneInfo, start):
            StartupSparePages.giveBack()
            var commandLine: [String: ConfigValue] = [:]
            if let scrollback { commandLine[ConfigKey.scrollback.path] = .integer(scrollback) }
            try TmuxCommand.pick(target: target, client: client, paneInfo: paneInfo, start: start, picker: nil, commandLine: commandLine,
                                 config: (nil, false), menuActions: [], bench: false)
        }
    }

    /// Starts opening the terminal, then makes room for what the main thread allocates on its way
    /// to the first screen: its first pages the start-up's spare ones (`StartupSparePages`), the
    /// rest made present by the terminal's thread once it has handed the session over
    /// (`HeapRoom`). The room comes second: the thread starts sooner. While the start-up's own
    /// thread holds the other processor (`StartupHeldProcessor`), no thread is started: `take`
    /// opens the terminal on this one.
    static func opening(environment: [String: String]) -> TerminalOpening {
        let room = Completion<HeapRoom?>()
        let opening = TerminalOpening(environment: environment, atTake: StartupHeldProcessor.isHeld,
                                      alongside: { room.wait()?.populate() })
        let reserved = HeapRoom.reserve(bytes: firstScreenHeap, adopting: StartupSparePages.move)
        if reserved == nil { StartupSparePages.giveBack() }
        room.complete(reserved)
        return opening
    }

    /// About what the main thread allocates on its way to a first screen of 200x60 (600 KB, 94
    /// pages of them the page's cells), with room for a larger one.
    static let firstScreenHeap = 1 << 20

    /// The configuration with no option given; a problem with it gives up `opening` before it is reported.
    static func configuration(opening: TerminalOpening, environment: [String: String]) throws -> Configuration {
        try ConfigFileOptions.load(path: nil, noConfig: false, commandLine: [:], environment: environment,
                                   beforeReporting: opening.abandon)
    }
}
