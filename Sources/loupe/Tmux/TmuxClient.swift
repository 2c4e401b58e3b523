import FoundationEssentials
import LoupeCore
import LoupeTerminal
import LoupeSystem
import LoupeTmux

/// Runs tmux commands as argument vectors (no shell in between) and maps tmux's
/// complaints to `TmuxError`s.
struct TmuxClient {
    /// The tmux executable.
    let path: String

    /// Finds tmux on PATH.
    static func locate(environment: [String: String] = ProcessEnvironment.current()) throws -> TmuxClient {
        let dirs = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        for dir in dirs where !dir.isEmpty {
            let candidate = dir + "/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return TmuxClient(path: candidate) }
        }
        throw TmuxError.tmuxNotFound
    }

    /// What one tmux call gave back.
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// Runs tmux with arguments, optionally feeding standard input; waits for it to exit.
    func run(_ arguments: [String], stdin: Data? = nil) throws -> Output {
        do {
            let output = try ChildProcess.run(path, arguments, stdin: stdin)
            return Output(status: output.status, stdout: output.stdout, stderr: String(decoding: output.stderr, as: UTF8.self))
        } catch let error as ChildProcess.SpawnError {
            throw TmuxError.commandFailed(command: arguments.first ?? "", message: error.description)
        }
    }

    /// Runs tmux and throws a `TmuxError` naming the problem when it fails.
    func check(_ arguments: [String], stdin: Data? = nil, target: String? = nil) throws -> Data {
        let output = try run(arguments, stdin: stdin)
        guard output.status == 0 else { throw Self.error(for: output.stderr, command: arguments.first ?? "", target: target) }
        return output.stdout
    }

    /// The error for what tmux wrote to standard error.
    static func error(for stderr: String, command: String, target: String?) -> TmuxError {
        let message = String(Substring(stderr).trimmingWhitespace())
        if message.hasPrefix("no server running") || message.hasPrefix("error connecting to") || message.contains("No such file or directory") && message.contains("connect") {
            return .noServer(message)
        }
        if message.hasPrefix("can't find pane") || message.hasPrefix("can't find window") || message.hasPrefix("can't find session") {
            return .noSuchPane(target ?? message)
        }
        return .commandFailed(command: command, message: message.isEmpty ? "it exited with an error and said nothing" : message)
    }
}

extension TmuxClient {
    /// Starts tmux with arguments without waiting for it (for `display-popup`, which returns
    /// only when the popup closes); `wait()` on the result collects it.
    func start(_ arguments: [String]) throws -> ChildProcess.Running {
        do {
            return try ChildProcess.start(path, arguments)
        } catch let error as ChildProcess.SpawnError {
            throw TmuxError.commandFailed(command: arguments.first ?? "", message: error.description)
        }
    }
}
