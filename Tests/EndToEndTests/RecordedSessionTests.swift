import Foundation
import LoupeCore
import LoupeRecording
import Testing

/// `loupe view --record-input` in a real terminal (xterm on a white background): what the terminal
/// said about itself is recorded with the input, so the replay draws what the person saw.
@Suite(.serialized, .enabled(if: XtermHarness.available, "\(XtermHarness.skipReason)"))
struct RecordedSessionTests {
    /// The lens's drop shadow in a frame: the column right of the lens's top-right corner, two rows down.
    static func shadow(in frame: CellBuffer) -> (r: UInt8, g: UInt8, b: UInt8)? {
        for row in 0..<frame.rows {
            for column in 0..<frame.columns - 1 where frame[column, row].grapheme == "╮" {
                guard row + 2 < frame.rows else { return nil }
                return frame[column + 1, row + 2].style.background.rgbValue
            }
        }
        return nil
    }

    /// Plays a recorded script with a mark inserted before its first release; returns the frame at the mark.
    static func lensFrame(_ script: String, dir: URL, name: String) throws -> CellBuffer {
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let release = try #require(lines.firstIndex { $0.hasPrefix("Release") }, "no release in:\n\(script)")
        // The loupe has risen into place 150 ms after it shows; the button is still held.
        lines.insert(contentsOf: ["Sleep 300ms", "Mark \"lens\""], at: release)
        let path = dir.appendingPathComponent(name).path
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        let recording = try DemoPlayer.play(scriptAt: path)
        return try #require(recording.marks.first?.frame)
    }

    @Test func theReplayOfASessionOnAWhiteTerminalDrawsTheLightShadow() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-recorded-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = dir.appendingPathComponent("text.txt")
        try Data(RealTerminalTests.text.utf8).write(to: text)
        let h = try XtermHarness(loupe: ["view", text.path, "--record-input", "{dir}/session.demo"])
        try h.waitForMouse(pixels: false)
        usleep(300_000)  // xterm's answer to the OSC 11 query arrives
        try h.press(at: .init(column: RealTerminalTests.liquor.lowerBound, row: RealTerminalTests.liquorRow))
        try h.move(to: .init(column: RealTerminalTests.liquor.lowerBound + 2, row: RealTerminalTests.liquorRow))
        try h.move(to: .init(column: RealTerminalTests.liquor.upperBound, row: RealTerminalTests.liquorRow))
        try h.waitUntil("the loupe drawn during the drag", lastSeen: { h.written().debugDescription.suffix(400).description }) {
            h.written().contains("╭") && h.written().contains("╯")
        }
        try h.release(at: .init(column: RealTerminalTests.liquor.upperBound, row: RealTerminalTests.liquorRow))
        usleep(100_000)
        try h.key("q")
        #expect(try h.exitStatus() == 0, "stderr: \(h.stderr())")
        let script = try #require(h.file("session.demo"), "no recording")
        #expect(script.contains("Terminal background \"#ffffff\""), "the white background is recorded:\n\(script)")
        // xterm with Unifont draws sextants: its answers raised the automatic tier, and the script says so
        // after them and before the drag.
        let version = try #require(script.range(of: "Terminal version \"XTerm("), "\(script)")
        let raised = try #require(script.range(of: "\nSet Tier sextant\n"), "the tier the session drew with is recorded:\n\(script)")
        let press = try #require(script.range(of: "\nPress "))
        #expect(version.lowerBound < raised.lowerBound && raised.upperBound <= press.upperBound, "\(script)")

        let replayed = try Self.lensFrame(script, dir: dir, name: "replay.demo")
        let light = try #require(Self.shadow(in: replayed), "no lens in the replay of\n\(script)\n\((0..<replayed.rows).map { replayed.text(ofRow: $0) }.joined(separator: "\n"))")
        #expect(light.r == light.g && light.g == light.b && light.r > 150 && light.r < 255, "light grey on white, not a black bar: \(light)")
        // Without the report, the same input on an unknown (dark) terminal draws the black shadow:
        // the light one comes from the recorded report.
        let unknown = script.split(separator: "\n").filter { !$0.hasPrefix("Terminal background") }.joined(separator: "\n")
        let dark = try #require(Self.shadow(in: try Self.lensFrame(unknown, dir: dir, name: "unknown.demo")))
        #expect(dark.r < 60 && dark.g < 60 && dark.b < 60, "\(dark)")
    }
}
