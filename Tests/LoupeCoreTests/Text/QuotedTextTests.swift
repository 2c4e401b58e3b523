import LoupeCore
import Testing

@Suite struct QuotedTextTests {
    func json(_ s: String) -> String { QuotedText.quoted(s, escapesReturn: true) { QuotedText.fourHexDigits($0, uppercase: false) } }

    @Test func runsBetweenEscapesAreKeptWhole() {
        #expect(json("") == "\"\"")
        #expect(json("plain text, 日本語 🙂") == "\"plain text, 日本語 🙂\"")
        #expect(json("\u{1B}[31mred\u{1B}[0m") == "\"\\u001b[31mred\\u001b[0m\"")
        #expect(json("a\"b\\c\nd\te\rf") == "\"a\\\"b\\\\c\\nd\\te\\rf\"")
        #expect(json("\u{1B}\u{1B}") == "\"\\u001b\\u001b\"", "escapes next to each other, at both ends")
        #expect(QuotedText.quoted("a\rb") { _ in "?" } == "\"a?b\"", "a return is a control unless escaped by name")
    }

    @Test func controlsAreTheSetAsked() {
        let named: (Unicode.Scalar) -> String = { "<" + String($0.value, radix: 16) + ">" }
        // U+0085 and U+009F are C1 controls; © (C2 A9) and é share their first byte and are text.
        let text = "a\u{85}b\u{9F}©é\u{7F}\u{1}"
        #expect(QuotedText.quoted(text, controls: .c0DeleteAndC1, control: named) == "\"a<85>b<9f>©é<7f><1>\"")
        #expect(QuotedText.quoted(text, control: named) == "\"a\u{85}b\u{9F}©é<7f><1>\"", "C1 is text unless asked")
        #expect(QuotedText.quoted("\u{C2}", controls: .c0DeleteAndC1, control: named) == "\"\u{C2}\"", "a scalar U+00C2 is text")
    }

    /// Every scalar below U+0080 and some above, checked against the digits written out.
    @Test func fourHexDigitsInBothCases() {
        for value in Array(0..<0x80) + [0x80, 0x9B, 0x7FF, 0x202E, 0xFFFF] {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let hex = String(value, radix: 16)
            let digits = String(repeating: "0", count: 4 - hex.count) + hex
            #expect(QuotedText.fourHexDigits(scalar, uppercase: false) == "\\u" + digits)
            #expect(QuotedText.fourHexDigits(scalar, uppercase: true) == "\\u" + digits.uppercased())
        }
    }
}
