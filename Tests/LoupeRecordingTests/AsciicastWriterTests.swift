import Foundation
import LoupeCore
@testable import LoupeRecording
import Testing

@Suite struct AsciicastWriterTests {
    func recording(_ events: [DemoRecordingEvent]) -> DemoRecording {
        DemoRecording(title: "t \"q\"", initialSize: GridSize(columns: 20, rows: 5), theme: DemoTheme.theme(named: .light),
                      events: events, marks: [], finalFrame: CellBuffer(columns: 1, rows: 1), failures: [],
                      duration: .zero, framesRendered: 0, expectationsChecked: 0)
    }

    @Test func theHeaderHasSortedKeysAndFixedValues() {
        let light = DemoTheme.theme(named: .light)
        let expected = "{\"env\":{\"SHELL\":\"/bin/sh\",\"TERM\":\"xterm-256color\"},\"height\":5,"
            + "\"theme\":{\"bg\":\"#fafafa\",\"fg\":\"#1c1c1c\",\"palette\":\"" + light.palette.joined(separator: ":") + "\"},"
            + "\"title\":\"t \\\"q\\\"\",\"version\":2,\"width\":20}"
        #expect(AsciicastWriter.header(recording([])) == expected)
    }

    @Test func eventsAreLinesWithSixDecimalSeconds() {
        let text = AsciicastWriter.encode(recording([
            .output(at: .zero, "\u{1B}[2Jhé\"\\"),
            .marker(at: DemoDuration(microseconds: 1_016_667), "word"),
            .resize(at: .milliseconds(2000), GridSize(columns: 30, rows: 6)),
        ]))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(text.hasSuffix("\n"))
        #expect(lines[1] == "[0.000000, \"o\", \"\\u001b[2Jhé\\\"\\\\\"]")
        #expect(lines[2] == "[1.016667, \"m\", \"word\"]")
        #expect(lines[3] == "[2.000000, \"r\", \"30x6\"]")
    }

    @Test func everyLineIsJSONThatDecodesToTheSameData() throws {
        let data = "\u{1B}[1;2H\u{1B}[0;31m世\u{1B}[0m tab\t nl\n del\u{7F} \u{1} 👨‍👩‍👧"
        let text = AsciicastWriter.encode(recording([.output(at: .milliseconds(5), data)]))
        let lines = text.split(separator: "\n").map { Data($0.utf8) }
        let header = try JSONSerialization.jsonObject(with: lines[0]) as? [String: Any]
        #expect(header?["version"] as? Int == 2)
        #expect(header?["width"] as? Int == 20)
        let event = try JSONSerialization.jsonObject(with: lines[1]) as? [Any]
        #expect(event?[1] as? String == "o")
        #expect(event?[2] as? String == data)
        #expect(!text.dropLast().contains("\n\n"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "raw controls are escaped")
    }
}
