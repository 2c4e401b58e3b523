import Foundation
import Testing
@testable import LoupeCore

/// Inputs the fuzz targets (Fuzz/run) found, kept: each held an invariant the targets check.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// The ANSI target's checks: no control in a cell, wide cells with their continuations, and
    /// a snapshot that reads back.
    static func checkImport(_ bytes: [UInt8]) throws {
        let text = TextImporter().importText(bytes)
        for line in text.lines {
            for (i, cell) in line.enumerated() {
                #expect(!ControlSafetyTests.holdsRawControl(cell), "cell \(i)")
                if cell.isWide { #expect(i + 1 < line.count && line[i + 1].isContinuation, "wide cell \(i)") }
                if cell.isContinuation { #expect(i > 0 && line[i - 1].isWide, "continuation \(i)") }
            }
        }
        let snapshot = LineLayout.snapshot(of: text, width: 1 + Int(bytes.first ?? 0) % 40)
        let encoded = SnapshotTextFormat.encode(snapshot)
        #expect(!encoded.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        let decoded = try SnapshotTextFormat.decode(encoded)
        #expect(decoded == snapshot, "\(encoded)")
    }

    @Test("ANSI import crashers", arguments: [
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAcGxhaZLf5JtbMTs9Om1yZWQbWzCT3BtdNDs7aHR0cDovIGBiCWhlcmUg5ryi5a1wlw==",
        "OzIwAAAAAGRpChtLMzg7MjsxOzI7M21yZ2IbW1w0ODs1OzIwNW0bOi8vZS8xG1xsaW5rG104OzvNkhtcIHRhYgk9ZXJlIOa8ouWtlyDigK4gYmlkaQobSzM4OzI7MTsyOzNtcmdiU2VxVW5zYWZlUmFtG1s0OjNtCsKbcGwzMW0=",
    ])
    func ansiImport(_ base64: String) throws {
        try Self.checkImport([UInt8](try #require(Data(base64Encoded: base64))))
    }

    @Test("a wide character on a snapshot one column wide is a blank, and the snapshot reads back (it wrote a row of two columns)")
    func wideCharacterInOneColumn() throws {
        let snapshot = LineLayout.snapshot(of: TextImporter().importText("漢x"), width: 1)
        #expect(snapshot.rows == 3)
        #expect((0..<3).map { snapshot.text(ofRow: $0) } == [" ", " ", "x"])
        #expect(try SnapshotTextFormat.decode(SnapshotTextFormat.encode(snapshot)) == snapshot)
    }

    @Test("a link target that starts with a combining mark reads back (its first scalar joined the space before it)")
    func linkTargetStartingWithACombiningMark() throws {
        let text = TextImporter().importText(Array("\u{1B}]8;;\u{352}x\u{1B}\\link\u{1B}]8;;\u{1B}\\".utf8))
        let snapshot = LineLayout.snapshot(of: text, width: 10)
        #expect(snapshot.hyperlinks.targets == ["\u{352}x"])
        #expect(try SnapshotTextFormat.decode(SnapshotTextFormat.encode(snapshot)) == snapshot)
    }

    @Test("a snapshot header whose size overflows when multiplied, or whose cursor is at Int.min, is an error, not a trap")
    func overflowingHeader() {
        #expect(throws: SnapshotFormatError.self) {
            try SnapshotTextFormat.decode("loupe-snapshot 1 size=000000000000000008249825713378370447x4 cursor=none\n")
        }
        #expect(throws: SnapshotFormatError.self) {
            try SnapshotTextFormat.decode("loupe-snapshot 1 size=2x1 cursor=-9223372036854775808,1\n┌──┐\n│  │\n└──┘\n")
        }
    }

    @Test("a style run at `1:-` is an error, not a trap (the snapshot fuzz target's input, kept whole too)")
    func malformedRun() throws {
        let frame = "loupe-snapshot 1 size=2x1 cursor=none\n┌──┐\n│ab│\n└──┘\n"
        #expect(throws: SnapshotFormatError.self) { try SnapshotTextFormat.decode(frame + "   1:- bold\n") }
        let found = "bG91cGUtc25hcHNob3QgMSBzaXplPTMweDQgY3Vyc29yPW5vbmUKaHlwZXJsaW5rIDEgaHR0cDovL2UvMQogICAg4pSM4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSA4pSQCiAgIDHilIJwbGFpbiByZWQgbGluayB0YWIgICAgICBoZXJlICDilIIg4oapCiAgIDLilILmvKLlrZcgPFUrMjAyRT4gYmlkaSAgICAgICAgICAgIOKUgiB3aWRlPTEtMiwzLTQKICAgM+KUgnJnYiAgICAgICAgICAgICAgICAgICAgICAgICAgIOKUggogICA04pSC4pCmMzFtICAgICAgICAgICAgICAgICAgICAgICAgICDilIIKICAgIOKUlOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUgOKUmAogICAxOjctOSBmZz0xIGJvbGQKICAgMToxMS0xNCBsaW5rPTEKICAgMToxOSB0YWIKICAyOi0gMjAxNCB0YWJmaWxsCiAgIDE6MzAgcGFkCiAgIDI6NiB6aW0gdW5kZXJsaW5lIGN0bCBuYW1lZAogICAyOjctMTMgZGltIHVuZGVybGluZSBjdGwgbmFtZWZpbGwKICAgMzoxLTMgZmc9IzAxMDIwMwogICA0OjEgZmc9IzAxMDIwMyBiZz0yMDAgZGltIHVuZGVybGluZSBjdGwKICAgNDoyLTYgZmc9IzAxMDIwMyBiZz0yMDAgdW5kZXJsaW5lCg=="
        let text = String(decoding: try #require(Data(base64Encoded: found)), as: UTF8.self)
        #expect(throws: SnapshotFormatError.self) { try SnapshotTextFormat.decode(text) }
    }
}
