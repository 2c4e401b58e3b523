import Glibc
import LoupeRelay

// `loupe-relay SOCKET`: what the popup of `loupe tmux` runs when this program is installed
// next to `loupe` (see `TerminalRelay`). A program of its own, linked with nothing but the
// relay, so it starts in about a millisecond; `loupe tmux-relay SOCKET` does the same job.
// `loupe-relay --mouse SOCKET` asks for the mouse first (a picker opened by a drag).
let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1].hasPrefix("/") {
    exit(TerminalRelay.run(socketPath: arguments[1]))
}
if arguments.count == 3, arguments[1] == "--mouse", arguments[2].hasPrefix("/") {
    exit(TerminalRelay.run(socketPath: arguments[2], mouse: true))
}
// Named as called: `tloupe-relay` belongs to `tloupe` (make install PROGRAM=tloupe).
let relay = arguments.first?.split(separator: "/").last.map(String.init) ?? "loupe-relay"
let program = relay.hasSuffix("-relay") ? String(relay.dropLast("-relay".count)) : "loupe"
let usage = Array("usage: \(relay) [--mouse] SOCKET (started by `\(program) tmux`, which listens on SOCKET)\n".utf8)
_ = usage.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
exit(64)
