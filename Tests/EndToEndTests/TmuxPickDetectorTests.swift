import Foundation
import Testing

/// The data detectors in `loupe tmux`'s picker with `--no-copy-on-select`: a selected `0xff`
/// shows `255` in the edit menu, and choosing it picks the value, not the selection.
@Suite("loupe tmux with data detectors", .serialized, .enabled(if: TmuxTestServer.available))
struct TmuxPickDetectorTests {
    typealias Pick = TmuxPickInteractionTests

    @Test("choosing a detector's value picks it into tmux's buffer")
    func pickAValue() throws {
        // Wider than the menus' own tests' pane: the edit menu shows the value on its first page.
        let server = try TmuxPickMenuTests.server(first: "flags 0xff here", columns: 60)
        let run = Pick.Run(["--target", "%0", "--no-copy-on-select"], server)
        // Drag over "0xff" (row 1, columns 7-10).
        try Pick.pressAndDrag(server, .client, from: (7, 1), to: (9, 1))
        try Pick.send(server, .client, Pick.sgr(32, 10, 1))
        try Pick.send(server, .client, Pick.sgr(0, 10, 1, release: true))
        var screen: [String] = []
        try server.waitUntil(timeout: 15, "the edit menu with the value") {
            screen = try server.clientScreen()
            return screen.contains { $0.contains("│ 255 │") }
        }
        let value = try #require(TmuxPickMenuTests.cell(of: "255", in: screen))
        try Pick.send(server, .client, Pick.sgr(0, value.column, value.row))
        try Pick.send(server, .client, Pick.sgr(0, value.column, value.row, release: true))
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
        #expect(try server.tmux(["show-buffer"]) == "255")
    }
}
