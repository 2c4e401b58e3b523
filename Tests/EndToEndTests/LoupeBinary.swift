import Foundation

/// Finds the built `loupe` executable and runs it, for end-to-end tests.
enum LoupeBinary {
    /// The package root (two folders above this file's folder).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `loupe` built next to the test bundle, or in `.build/debug`.
    static var path: String? {
        let fm = FileManager.default
        var candidates: [String] = []
        if let exe = ProcessInfo.processInfo.arguments.first {
            var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
            // The test bundle may sit in `X.xctest/Contents/MacOS` or directly in the build folder.
            for _ in 0..<4 {
                candidates.append(dir.appendingPathComponent("loupe").path)
                dir = dir.deletingLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/loupe").path)
        return candidates.first { fm.isExecutableFile(atPath: $0) }
    }

    /// The result of one run.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard output's bytes, as written.
        var stdoutBytes = Data()
    }

    /// Runs `loupe` with arguments and optional standard input, waiting at most `timeout` seconds.
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil, timeout: TimeInterval = 30) throws -> Result {
        guard let path else { throw BinaryMissing() }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.currentDirectoryURL = packageRoot
        if let environment { p.environment = environment }
        let out = Pipe(), err = Pipe(), input = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = input
        try p.run()
        let outBox = DataBox(), errBox = DataBox()
        let group = DispatchGroup()
        // Standard input is written while the output is read: a big input and a big output would
        // otherwise each wait for the other.
        // and loupe may stop reading early (a snapshot reads what its rows need): a write to the
        // closed pipe must fail, not kill the tests with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let writer = input.fileHandleForWriting
        DispatchQueue.global().async {
            if let stdin { try? writer.write(contentsOf: stdin) }
            try? writer.close()
        }
        group.enter()
        DispatchQueue.global().async { outBox.set(out.fileHandleForReading.readDataToEndOfFile()); group.leave() }
        group.enter()
        DispatchQueue.global().async { errBox.set(err.fileHandleForReading.readDataToEndOfFile()); group.leave() }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            p.terminate()
            throw TimedOut(arguments: arguments)
        }
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: outBox.get(), as: UTF8.self), stderr: String(decoding: errBox.get(), as: UTF8.self),
                      stdoutBytes: outBox.get())
    }

    /// Bytes filled in by a reader thread.
    // @unchecked Sendable: its one mutable property is read and written only with `lock` held.
    final class DataBox: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ d: Data) { lock.lock(); data = d; lock.unlock() }
        func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
    }

    struct BinaryMissing: Error, CustomStringConvertible {
        var description: String { "the loupe executable was not found; run `swift build` first" }
    }

    struct TimedOut: Error, CustomStringConvertible {
        var arguments: [String]
        var description: String { "loupe \(arguments.joined(separator: " ")) did not finish in time" }
    }
}
