import Foundation
import LoupeRecording
import LoupeCore

/// Runs the independent programs the tests check recordings with: libvterm's `unterm` and `asciinema`.
enum ExternalTools {
    /// Whether an executable exists.
    static func available(_ path: String) -> Bool { FileManager.default.isExecutableFile(atPath: path) }

    static let unterm = "/usr/bin/unterm"
    static let asciinema = "/usr/bin/asciinema"
    static let script = "/usr/bin/script"

    /// Runs a program and returns its exit status and standard output.
    ///
    /// `environment` entries are added to this process's environment. asciinema writes an install id
    /// into its configuration folder on first use, and parallel first runs race to create the folder
    /// (FileExistsError), so the recording tests give each run a configuration folder of its own.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// A fresh temporary file path.
    static func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "loupe-demo-tests-\(UUID().uuidString)-\(name)"
    }

    /// The screen libvterm shows after a raw output stream, one string per row, trailing spaces trimmed.
    static func untermScreen(_ stream: String, size: GridSize) throws -> [String] {
        let path = temporaryPath("stream.raw")
        try Data(alignedForUnterm(Array(stream.utf8))).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, output) = try run(unterm, ["-c", String(size.columns), "-l", String(size.rows), path])
        guard status == 0 else { throw CocoaError(.fileReadUnknown) }
        var rows = String(decoding: output, as: UTF8.self).components(separatedBy: "\n")
        if rows.last == "" { rows.removeLast() }
        return rows.map(trimmed)
    }

    /// unterm reads its input 1 KiB at a time and libvterm mis-decodes a UTF-8 character split across two
    /// reads (it shows an extra replacement character and the rest of the row shifts). NUL bytes, which a
    /// terminal ignores, move any character that would straddle a 1 KiB boundary past it.
    static func alignedForUnterm(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 256)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
            let room = 1024 - out.count % 1024
            if length > 1 && length > room { out += [UInt8](repeating: 0, count: room) }
            out += bytes[i..<min(bytes.count, i + length)]
            i += length
        }
        return out
    }

    /// A frame's rows as text, trailing spaces trimmed.
    static func rows(_ frame: CellBuffer) -> [String] { (0..<frame.rows).map { trimmed(ANSIFrameEncoder.terminalText(frame, row: $0)) } }

    static func trimmed(_ s: String) -> String {
        var s = Substring(s)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
