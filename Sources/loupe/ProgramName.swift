/// The name this program was called by: the last part of its path (`tloupe` for a
/// `make install PROGRAM=tloupe`, `loupe` otherwise). `--help`, usage lines, error messages,
/// `--version`, the man pages and the completion scripts (both generated from the running
/// program) name it, so two installs under two names never mix.
///
/// Only the argument parser and the help ask for it: a plain command line (`PlainInvocation`)
/// starts without it.
enum ProgramName {
    /// This process's name, worked out once, when something first asks.
    static let called = name(argumentZero: CommandLine.arguments.first)

    /// The name in an `argv[0]`: what follows its last `/`; `loupe` when that is empty.
    static func name(argumentZero: String?) -> String {
        guard let path = argumentZero else { return "loupe" }
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        return name.isEmpty ? "loupe" : name
    }
}
