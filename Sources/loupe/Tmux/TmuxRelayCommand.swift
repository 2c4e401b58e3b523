import ArgumentParser
import Glibc
import LoupeRelay

/// `loupe tmux-relay SOCKET`: what the popup of `loupe tmux` runs. It lends the popup's
/// terminal to the waiting `loupe tmux` process (see `TerminalRelay`) and exits when that
/// process is done with it. Hidden: only `loupe tmux` starts it.
struct TmuxRelayCommand: ParsableCommand {
    /// The subcommand's name.
    static let name = "tmux-relay"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Lend this terminal to the waiting `\(ProgramName.called) tmux` (started by \(ProgramName.called) tmux itself).",
        shouldDisplay: false
    )

    @Flag(help: "Ask for the mouse first (a picker opened by a drag in the pane).")
    var mouse = false

    @Argument(help: "The socket `\(ProgramName.called) tmux` listens on.")
    var socket: String

    func run() throws {
        let status = TerminalRelay.run(socketPath: socket, mouse: mouse)
        if status != 0 { throw ExitCode(status) }
    }

    /// The relay's exact argument vector: `loupe tmux-relay [--mouse] SOCKET`.
    static func arguments(socket: String, mouse: Bool = false) -> [String] {
        [name] + (mouse ? ["--mouse"] : []) + [socket]
    }

    /// Runs the relay straight away when the command line is exactly what `arguments(socket:mouse:)`
    /// builds, before the command tree is parsed: every millisecond here is a millisecond the
    /// popup stays blank. Any other command line returns nil and goes to the parser.
    static func runIfExact(_ commandLine: [String]) -> Int32? {
        // The name, not `configuration`: building that costs every plain `view FILE` 0.1 ms.
        guard commandLine.count == 3 || commandLine.count == 4, commandLine[1] == name,
              let socket = commandLine.last, socket.hasPrefix("/") else { return nil }
        let mouse = commandLine.count == 4
        if mouse && commandLine[2] != "--mouse" { return nil }
        StartupSparePages.giveBack()
        return TerminalRelay.run(socketPath: socket, mouse: mouse)
    }
}
