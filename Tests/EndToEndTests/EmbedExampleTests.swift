import Foundation
import Testing

/// `Examples/embed`: a program that owns its ncurses screen and shows the loupe as a panel over it,
/// through the same program loop as `loupe view` (so the lens slides in and out on ticks).
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct EmbedExampleTests {
    /// The example next to the `loupe` the tests run.
    static let example = URL(fileURLWithPath: TmuxHarness.loupe).deletingLastPathComponent().appendingPathComponent("loupe-embed-example").path

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: example), "needs the built loupe-embed-example"))
    func aDragShowsTheLensOverTheHostsScreenAndTheReleaseTakesItAway() throws {
        let h = try TmuxHarness(columns: 100, rows: 30, program: Self.example) { screen in
            screen.first?.hasPrefix("  line 0: the quick brown fox") == true && screen.contains { $0.hasPrefix("drag with the mouse") }
        }
        // The first frame is the host's own drawing, untouched.
        let first = try h.screen()
        #expect(first.count >= 30 && first[29].hasPrefix("drag with the mouse"), "\(first)")
        #expect(!first.joined().contains("╭"))
        try h.send(TmuxHarness.sgr(0, 20, 10))
        try h.send(TmuxHarness.sgr(32, 24, 10))
        // The lens rises from the pointer's row (9) to its place above it, on the loop's ticks.
        // The pointer's row stays visible: waited for too, as ncurses sends a frame in several
        // writes (one per cursor jump) and a capture may fall between them.
        _ = try h.waitFor("the lens risen above row 9, the pointer's row as it was") { screen in
            screen.contains { $0.contains("╭") } && (screen.firstIndex { $0.contains("╰") } ?? 99) < 9
                && screen.count > 9 && screen[9] == first[9]
        }
        try h.send(TmuxHarness.sgr(0, 24, 10, release: true))
        // It sinks away on the loop's ticks and leaves the host's text as it was, with no ghost.
        let after = try h.waitFor("the lens gone") { !$0.joined().contains("╭") && !$0.joined().contains("│") }
        #expect(after == first)
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }
}
