import Foundation
import Testing

/// One terminal's results in the matrix, kept as JSON in `.build/terminal-matrix/` so that every
/// run of one terminal adds its row; with `LOUPE_WRITE_TERMINALS_DOC=1` the test then writes
/// docs/terminals.md from all the rows there are.
struct TerminalMatrixReport: Codable {
    /// What came of one check: `pass`, `fail: why` or `n/a: why`.
    struct Result: Codable {
        var check: String
        var outcome: String
    }

    var terminal: String
    var version: String
    var tier = "?"
    var pixels = "?"
    var copyWithProvider = "?"
    var copyWithOSC52 = "?"
    var results: [Result] = []
    var seconds = 0.0
    var date = ""
    /// Why the run was made a second time, if it was (the terminal itself died during the first).
    var retried: String?
    /// Failures are kept in `heldIssues` instead of being recorded (a first run that may be made again).
    var holdsIssues = false
    var heldIssues: [String] = []

    enum CodingKeys: String, CodingKey {
        case terminal, version, tier, pixels, copyWithProvider, copyWithOSC52, results, seconds, date, retried
    }

    /// Runs a check and records what came of it; a failure (a false verdict, or an error thrown,
    /// a timeout) is also an issue of the test, with `evidence` (a screenshot's path). `nil` from the body: the check cannot apply (the
    /// reason in `notApplicable`).
    mutating func check(_ name: String, evidence: () -> String = { "" }, sourceLocation: SourceLocation = #_sourceLocation,
                        _ body: (inout String) throws -> Bool?) {
        var detail = ""
        var outcome: String
        do {
            switch try body(&detail) {
            case true?: outcome = "pass"
            case false?: outcome = "fail: \(detail)"
            case nil: outcome = "n/a: \(detail)"
            }
        } catch {
            outcome = "fail: \(error)"
        }
        if outcome.hasPrefix("fail") { outcome += " [\(evidence())]" }
        if outcome.hasPrefix("fail") {
            if holdsIssues { heldIssues.append("\(terminal): \(name): \(outcome)") } else {
                Issue.record("\(terminal): \(name): \(outcome)", sourceLocation: sourceLocation)
            }
        }
        results.append(Result(check: name, outcome: outcome))
    }

    static let folder = TmuxHarness.packageRoot.appendingPathComponent(".build/terminal-matrix")

    /// Keeps the row; with `LOUPE_WRITE_TERMINALS_DOC=1` writes docs/terminals.md again.
    func save() throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: Self.folder.appendingPathComponent("\(terminal).json"))
        if ProcessInfo.processInfo.environment["LOUPE_WRITE_TERMINALS_DOC"] == "1" {
            try Self.document().write(to: TmuxHarness.packageRoot.appendingPathComponent("docs/terminals.md"), atomically: true, encoding: .utf8)
        }
    }

    /// docs/terminals.md from the rows kept.
    static func document() -> String {
        let rows = XtermHarness.Kind.allCases.compactMap { kind in
            (try? Data(contentsOf: folder.appendingPathComponent("\(kind).json"))).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
        }
        let checks = rows.first?.results.map(\.check) ?? []
        func short(_ outcome: String) -> String {
            outcome == "pass" ? "pass" : outcome.hasPrefix("n/a") ? "n/a¹" : "**fail**"
        }
        var text = """
            # Loupe in real terminals

            Written by `TerminalMatrixTests` (Tests/EndToEndTests) from its last run of each terminal:
            `LOUPE_WRITE_TERMINALS_DOC=1 swift test --filter TerminalMatrixTests`. Each terminal runs
            `loupe view` on a headless X server (Xvfb) and is driven by X pointer and key events
            (xdotool); every check looks from outside: the X clipboard (xclip), the window's pixels
            (ImageMagick), what the program wrote (logged by xterm, or by `script`, replayed by
            libvterm's `unterm` where a check needs a place on the screen), the terminal's own answers.
            The pointer goes to cells measured from the window's size, or, where that cannot tell
            (Konsole, whose toolbar stays above the cells), from two marks the shell draws in the
            grid's first and last cells before the program starts.

            | terminal | version | lens tier | pixels (SGR-Pixels, `?1016h` sent) | a copy goes to | with `--clipboard none` | time |
            |---|---|---|---|---|---|---|

            """
        for row in rows {
            text += "| \(row.terminal) | \(row.version) | \(row.tier) | \(row.pixels) | \(row.copyWithProvider) | \(row.copyWithOSC52) | \(Int(row.seconds.rounded())) s |\n"
        }
        text += "\n| check | " + rows.map(\.terminal).joined(separator: " | ") + " |\n|---|" + rows.map { _ in "---|" }.joined() + "\n"
        for check in checks {
            let cells = rows.map { row in row.results.first { $0.check == check }.map { short($0.outcome) } ?? "not run" }
            text += "| \(check) | " + cells.joined(separator: " | ") + " |\n"
        }
        let notes = rows.flatMap { row in row.results.filter { $0.outcome != "pass" }.map { "- \(row.terminal), \($0.check): \($0.outcome)" } }
        if !notes.isEmpty { text += "\n¹ and every result that is not a pass, with its reason:\n\n" + notes.joined(separator: "\n") + "\n" }
        let retries = rows.compactMap { row in row.retried.map { "- \(row.terminal), run twice: \($0)" } }
        if !retries.isEmpty { text += "\nTerminals that died during a run (the run was made again):\n\n" + retries.joined(separator: "\n") + "\n" }
        let settings = XtermHarness.Kind.allCases.compactMap { kind in kind.setting.map { "- **\(kind)**: \($0.what). \($0.why)." } }
        if !settings.isEmpty {
            text += "\nWhat the matrix sets in a terminal's configuration, and a person using that terminal must set too:\n\n"
                + settings.joined(separator: "\n") + "\n"
        }
        text += """

            What each check does:

            \(TerminalMatrixTests.checkDescriptions.map { "- **\($0.0)**: \($0.1)" }.joined(separator: "\n"))

            Not in the matrix: \(TerminalMatrixTests.notInTheMatrix)

            Last run: \(rows.map { "\($0.terminal) \($0.date)" }.joined(separator: ", ")).

            """
        return text
    }
}
