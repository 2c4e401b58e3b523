import Foundation
import LoupeCore
@testable import LoupeRecording
import Testing

/// Every script in `demo/`: it renders the same bytes twice, matches its committed `.cast` (when there is one),
/// and the cast ends, in an independent emulator and in asciinema, on the script's final frame.
@Suite struct DemoRecordingsTests {
    static let demoDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("demo").path

    static let scripts: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: demoDirectory)) ?? []
        return names.filter { $0.hasSuffix(".demo") }.sorted()
    }()

    func render(_ name: String) throws -> DemoRecording {
        try DemoPlayer.play(scriptAt: Self.demoDirectory + "/" + name)
    }

    @Test func theRepositoryHasTheDemoScripts() {
        for name in ["word-and-phrase", "downward", "unicode", "edges", "block-autoscroll", "tour", "caret"] {
            #expect(Self.scripts.contains(name + ".demo"), "demo/\(name).demo is missing")
        }
    }

    @Test(arguments: scripts)
    func rendersTheSameBytesEveryTime(_ name: String) throws {
        let a = AsciicastWriter.encode(try render(name))
        let b = AsciicastWriter.encode(try render(name))
        #expect(a == b)
    }

    /// A committed recording must be what its script renders now; regenerate with demo/record-all.sh.
    @Test(arguments: scripts)
    func matchesItsCommittedRecording(_ name: String) throws {
        let castPath = Self.demoDirectory + "/" + name.dropLast(5) + ".cast"
        let committed = try #require(FileManager.default.contents(atPath: castPath),
                                     "demo/\(name.dropLast(5)).cast is missing: every script has a committed recording (demo/record-all.sh makes them)")
        let rendered = AsciicastWriter.encode(try render(name))
        #expect(Data(rendered.utf8) == committed, "demo/\(name.dropLast(5)).cast is out of date: run demo/record-all.sh")
    }

    /// libvterm (`unterm`), fed the whole `o` stream, ends on the final frame as the encoder draws it
    /// (`ANSIFrameEncoder.terminalText`: stand-ins where terminals disagree on a width), every row of it.
    @Test(.enabled(if: ExternalTools.available(ExternalTools.unterm), "needs unterm (Debian libvterm-bin)"), arguments: scripts)
    func anIndependentEmulatorEndsOnTheFinalFrame(_ name: String) throws {
        let recording = try render(name)
        let screen = try ExternalTools.untermScreen(recording.outputStream, size: recording.finalFrame.size)
        let expected = ExternalTools.rows(recording.finalFrame)
        #expect(screen.count == expected.count)
        var compared = 0
        for (row, text) in expected.enumerated() where row < screen.count {
            #expect(screen[row] == text, "\(name) row \(row + 1)")
            compared += 1
        }
        #expect(compared >= expected.count / 2, "\(name): too few rows could be compared")
    }

    /// asciinema 2.2 reads the cast and writes back exactly the recorded output (`asciinema cat` wants a
    /// terminal, so it runs under `script`, which gives it one).
    @Test(.enabled(if: ExternalTools.available(ExternalTools.asciinema) && ExternalTools.available(ExternalTools.script),
                   "needs asciinema and script"), arguments: scripts)
    func asciinemaPlaysIt(_ name: String) throws {
        let recording = try render(name)
        let path = ExternalTools.temporaryPath(name + ".cast")
        try Data(AsciicastWriter.encode(recording).utf8).write(to: URL(fileURLWithPath: path))
        let configHome = ExternalTools.temporaryPath("asciinema-config")
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: configHome)
        }
        let (status, output) = try ExternalTools.run(ExternalTools.script, ["-qec", "asciinema cat '\(path)'", "/dev/null"],
                                                     environment: ["ASCIINEMA_CONFIG_HOME": configHome])
        #expect(status == 0)
        #expect(String(decoding: output, as: UTF8.self) == recording.outputStream)
    }

    /// The demo scripts' expectations hold with the model they are recorded with.
    @Test(arguments: scripts)
    func expectationsHold(_ name: String) throws {
        let recording = try render(name)
        #expect(recording.failures.isEmpty, "\(name): \(recording.failures.map(\.description))")
        #expect(recording.expectationsChecked > 0)
    }
}
