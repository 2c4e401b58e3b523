import LoupeCore
import Testing

@Suite struct ByteSearchTests {
    @Test(arguments: [("xterm-256color", "256color", true), ("xterm-256colour", "256color", false), ("256color", "256color", true),
                      ("256colo", "256color", false), ("en_US.UTF-8", "UTF-8", true), ("abc", "", true), ("", "a", false),
                      ("aab", "ab", true), ("café", "fé", true), ("cafe\u{301}", "e", true)])
    func itComparesUTF8Bytes(_ text: String, _ part: String, _ found: Bool) {
        #expect(text.containsBytes(part) == found)
        #expect(Substring(text).containsBytes(part) == found)
    }
}
