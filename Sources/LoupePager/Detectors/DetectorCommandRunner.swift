import LoupeCore

/// How the program runs a detector's command (a user detector's, or Look Up's `man -w`): given
/// the command, the selected text and a time limit in milliseconds (`UserDetector.timeLimit`,
/// `ManPage.timeLimit`), it runs the command with the text on its standard input, kills it at
/// the limit, and gives what came of it. The pager calls it in
/// a work's rest (on a thread, live); `loupe` gives one that runs `/bin/sh -c` (LoupeSystem's
/// `DetectorCommand`). Without a runner, user detectors show nothing.
///
/// ```swift
/// settings.detectors.runner = DetectorCommandRunner(name: "sh") { command, text, limit in DetectorCommand.run(command, input: text, limit: limit) }
/// ```
public struct DetectorCommandRunner: Hashable, Sendable {
    /// A name for it: runners are equal when their names are (settings are compared).
    public var name: String
    /// Runs a command with a text on its standard input, for at most a number of milliseconds.
    public var run: @Sendable (_ command: String, _ input: String, _ limit: Int) -> DetectorAnswer

    /// A runner.
    public init(name: String, run: @escaping @Sendable (_ command: String, _ input: String, _ limit: Int) -> DetectorAnswer) {
        self.name = name
        self.run = run
    }

    /// Runners are equal when their names are.
    public static func == (a: DetectorCommandRunner, b: DetectorCommandRunner) -> Bool { a.name == b.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
