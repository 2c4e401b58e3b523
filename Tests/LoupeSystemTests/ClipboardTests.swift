import Foundation
import Testing
import LoupeCore
import LoupeSystem

@Suite struct ClipboardTests {
    @Test func osc52CarriesBase64OfTheUTF8Text() {
        #expect(Clipboard.osc52("hé 世") == "\u{1B}]52;c;aMOpIOS4lg==\u{07}")
        #expect(Clipboard.osc52("") == "\u{1B}]52;c;\u{07}")
    }

    @Test func copyCommandGetsTheTextOnStandardInput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-copy-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: file) }
        let plan = ClipboardPlan(environment: [:], command: "cat > '\(file.path)'", provider: .none)
        #expect(plan.deliver("line one\nline two") == CopyOutcome(takenBy: ["copy command"]))
        #expect(try String(contentsOf: file, encoding: .utf8) == "line one\nline two")
    }

    @Test func tmuxIsOnlyTriedInsideTmux() {
        #expect(!Clipboard.copyToTmux("x", environment: [:]))
        #expect(!Clipboard.copyToTmux("x", environment: ["TMUX": ""]))
    }
}
