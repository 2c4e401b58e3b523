import Glibc
import LoupeRelay

// `loupe-relay SOCKET`: what the popup of `loupe tmux` runs when this program is installed
// next to `loupe` (see `TerminalRelay`). A program of its own, linked with nothing but the
// relay, so it starts in about a millisecond; `loupe tmux-relay SOCKET` does the same job.
let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1].hasPrefix("/") {
    exit(TerminalRelay.run(socketPath: arguments[1]))
}
// Named as called: `tloupe-relay` belongs to `tloupe` (make install PROGRAM=tloupe).
let relay = arguments.first?.split(separator: "/").last.map(String.init) ?? "loupe-relay"
let program = relay.hasSuffix("-relay") ? String(relay.dropLast("-relay".count)) : "loupe"
let usage = Array("usage: \(relay) SOCKET (started by `\(program) tmux`, which listens on SOCKET)\n".utf8)
_ = usage.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
exit(64)
