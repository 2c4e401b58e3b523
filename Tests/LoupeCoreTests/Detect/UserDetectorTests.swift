import LoupeCore
import Testing

/// A user detector's pattern, and the title its command's output gives.
@Suite("User detectors")
struct UserDetectorTests {
    @Test("the pattern matches anywhere in the selection unless anchored; a bad pattern is refused")
    func matching() throws {
        let ticket = try UserDetector(name: "ticket", pattern: "[A-Z]+-[0-9]+", command: "cat")
        #expect(ticket.matches("see AB-12") && !ticket.matches("ab-12"))
        let whole = try UserDetector(name: "ip", pattern: #"^\d+(\.\d+){3}$"#, command: "cat")
        #expect(whole.matches("10.0.0.1") && !whole.matches("10.0.0.1 up"))
        #expect(whole.placeholder == "ip…")
        #expect(throws: SmartTokenRuleError.self) { try UserDetector(name: "bad", pattern: "(unclosed", command: "cat") }
    }

    @Test("a title is the first line, controls as visible stand-ins, escape sequences dropped, cut to the width")
    func titles() {
        #expect(DetectorTitle.of(output: Array("localhost\nother\n".utf8), width: 40) == "localhost")
        #expect(DetectorTitle.of(output: Array("  spaced  \r\n".utf8), width: 40) == "spaced", "CRLF and the spaces around")
        #expect(DetectorTitle.of(output: [0x61, 0x1B, 0x5B, 0x33, 0x31, 0x6D, 0x62, 0x07, 0x63, 0x0A], width: 40) == "ab␇c")
        #expect(DetectorTitle.of(output: [0x61, 0x1B, 0x0A], width: 40) == "a␛", "a lone ESC is shown, never sent")
        #expect(DetectorTitle.of(output: [0xFF, 0xFE, 0x41], width: 40) == "\u{FFFD}\u{FFFD}A")
        #expect(DetectorTitle.of(output: Array("a\u{202E}b".utf8), width: 40) == "a<U+202E>b", "a bidi override is named")
        #expect(DetectorTitle.of(output: Array(String(repeating: "x", count: 100).utf8), width: 10) == "xxxxxxxxx…")
        #expect(DetectorTitle.of(output: [], width: 40) == nil)
        #expect(DetectorTitle.of(output: Array("\nsecond\n".utf8), width: 40) == nil, "an empty first line shows nothing")
        #expect(DetectorTitle.of(output: Array("\u{1B}[0m   \n".utf8), width: 40) == nil)
    }
}
