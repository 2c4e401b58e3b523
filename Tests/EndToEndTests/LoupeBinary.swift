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

    /// Runs `loupe` as `run` does (in the current folder: give paths whole), its standard input,
    /// output and error in files, and gives its peak resident size in MiB as well: the largest
    /// `VmHWM` of its /proc status read while it runs (every millisecond), its own memory's
    /// high-water mark. Not `wait4`'s `ru_maxrss`: Linux counts in it the resident size of the
    /// process that spawned it (posix_spawn shares that memory until the exec, which keeps its
    /// mark), and this test process, holding many suites' data, has passed 400 MiB. Only a
    /// child gone before the first reading is given `ru_maxrss` (which can only be larger).
    static func runMeasuringPeak(_ arguments: [String], stdin: Data = Data(), timeout: TimeInterval = 30) throws -> (Result, peakMiB: Int) {
        guard let path else { throw BinaryMissing() }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-peak-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = ["in", "out", "err"].map { dir.appendingPathComponent($0).path }
        try stdin.write(to: URL(fileURLWithPath: files[0]))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, files[0], O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, files[1], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, files[2], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { throw BinaryMissing() }
        var status: Int32 = 0
        var usage = rusage()
        let end = Date().addingTimeInterval(timeout)
        var highWaterKiB: Int?
        func readHighWater() {
            if let kib = peakKiB(pid) { highWaterKiB = max(highWaterKiB ?? 0, kib) }
        }
        readHighWater()
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date() > end {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                throw TimedOut(arguments: arguments)
            }
            readHighWater()
            usleep(1_000)
        }
        let out = (try? Data(contentsOf: URL(fileURLWithPath: files[1]))) ?? Data()
        let err = (try? Data(contentsOf: URL(fileURLWithPath: files[2]))) ?? Data()
        let exit: Int32 = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (Result(status: exit, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out),
                (highWaterKiB ?? usage.ru_maxrss) / 1024)
    }

    /// A running program's peak resident memory in KiB (VmHWM), or nil once it is gone.
    static func peakKiB(_ pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
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
