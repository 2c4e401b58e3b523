import ArgumentParser
import LoupeSystem

/// A command line that names `view` or `pick` and at most a file, nothing else
/// (`loupe view notes.txt`, `git log | loupe pick`): it runs without the argument parser.
///
/// Parsing reflects over the command's options and asks the Swift runtime for conformances
/// it finds only by searching all of them: about 2 ms before anything is drawn, more than the
/// rest of the way to the first screen. A plain command line has nothing to parse, so it runs
/// as the parsed command would with no option given (the same functions, the same
/// configuration layers). Anything else (an option, `--`, a second file, `--help`) goes
/// through the parser, as does a file name that starts with `-` (other than `-` itself).
enum PlainInvocation {
    case view(file: String)
    case pick(file: String)

    /// The plain command line in `arguments` (the program's name left out), or nil.
    init?(_ arguments: [String]) {
        guard let command = arguments.first, arguments.count <= 2 else { return nil }
        let file = arguments.count == 2 ? arguments[1] : "-"
        guard file == "-" || (!file.isEmpty && !file.hasPrefix("-")) else { return nil }
        switch command {
        case "view": self = .view(file: file)
        case "pick": self = .pick(file: file)
        default: return nil
        }
    }

    /// Runs the command as the parser's `ViewCommand` or `PickCommand` would with no option given.
    func run() throws {
        let environment = ProcessEnvironment.current()
        let config = try ConfigFileOptions.load(path: nil, noConfig: false, commandLine: [:], environment: environment)
        switch self {
        case let .view(file):
            try ViewCommand.view(file: file, follow: false, config: config, menuActions: MenuOptions.items(config, commandLine: []),
                                 recordInput: nil)
        case let .pick(file):
            try PickCommand.pick(file: file, follow: false, config: config, output: nil)
        }
    }
}
