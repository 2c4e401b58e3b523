import ArgumentParser
import FoundationEssentials
import LoupeCore
import LoupeRecording

struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Play a demo script, or record it as an asciicast.",
        discussion: """
        A demo script (.demo) is scripted mouse and keyboard input played
        through the same model as the live program, on a virtual clock. The
        language is described in demo/README.md.

        Without options the script plays live in this terminal in real time
        (q stops it). --record, --frames and --check run headless: no terminal
        is needed, and the same script gives byte-identical output every time.

        Examples:
          \(ProgramName.called) demo demo/tour.demo
          \(ProgramName.called) demo demo/tour.demo --record tour.cast
          \(ProgramName.called) demo demo/edges.demo --check --frames /tmp/frames
        """
    )

    @Argument(help: "The demo script to play.")
    var script: String

    @Option(name: .customLong("record"), help: ArgumentHelp("Write an asciicast v2 recording to this file.", valueName: "OUT.cast"))
    var recordPath: String?

    @Option(name: .customLong("frames"), help: ArgumentHelp("Write the frame at every Mark, in the snapshot text format, into this directory.", valueName: "DIR"))
    var framesDirectory: String?

    @Flag(help: "Check the Expect lines; exit with status 1 naming each one that does not hold.")
    var check = false

    func run() throws {
        let recording: DemoRecording
        do {
            recording = try DemoPlayer.play(scriptAt: script)
        } catch {
            throw CommandFailure(error.description)
        }
        let headless = recordPath != nil || framesDirectory != nil || check
        if !headless {
            try LivePlayback.play(recording)
            return
        }
        if let recordPath {
            try write(AsciicastWriter.encode(recording), to: recordPath)
        }
        if let framesDirectory {
            try writeFrames(recording, to: framesDirectory)
        }
        if check {
            guard recording.failures.isEmpty else {
                let lines = recording.failures.map { "\(script):\($0)" }
                throw CommandFailure("\(recording.failures.count) expectation(s) did not hold:\n" + lines.joined(separator: "\n"))
            }
            print("\(script): \(recording.expectationsChecked) expectation(s) held")
        }
    }

    func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure("cannot write \(path): \(SystemErrorText.describe(error))")
        }
    }

    func writeFrames(_ recording: DemoRecording, to directory: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot create \(directory): \(SystemErrorText.describe(error))")
        }
        for (i, mark) in recording.marks.enumerated() {
            try write(SnapshotTextFormat.encode(mark.frame), to: directory + "/" + mark.fileName(index: i + 1))
        }
    }
}
