import Foundation
import Testing

/// Links in `loupe pick` and in the tmux picker (`loupe tmux`), with real mouse bytes: hover
/// shows the target (in a banner: the tmux picker has no status bar), ctrl+click runs the
/// opener with exactly the target, a right-click previews, and the preview's Copy link picks.
@Suite(.serialized)
struct PickerLinksEndToEndTests {
    static let link = "https://example.com/a?b=1&c=2"

    @Test(.enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
    func pickWithoutAStatusBar() throws {
        let f = try LinksEndToEndTests.fixture()
        let h = try TmuxHarness(columns: 80, rows: 12, command: "pick",
                                arguments: "--hover --no-status --open-command \(f.opener) \(f.text)", captureStdout: true,
                                isReady: { $0.first?.hasPrefix("see https://example.com") == true })
        // Hover: the target in a banner on the last row, the link underlined.
        try h.send(TmuxHarness.sgr(35, 10, 0) + TmuxHarness.sgr(35, 12, 0))
        try h.waitFor("the target in the banner") { $0.last { !$0.isEmpty }?.hasPrefix(" → \(Self.link)") == true }
        let styled = try h.run(["capture-pane", "-p", "-e"]).components(separatedBy: "\n")[0]
        #expect(styled.hasPrefix("see \u{1B}[4m"), "\(styled.debugDescription)")
        // ctrl+click: the opener, with exactly the target; the picker stays.
        try h.send(TmuxHarness.sgr(16, 12, 0) + TmuxHarness.sgr(16, 12, 0, release: true))
        let deadline = Date().addingTimeInterval(5)
        while (FileManager.default.contents(atPath: f.opened)?.count ?? 0) == 0 && Date() < deadline { usleep(20_000) }
        #expect(FileManager.default.contents(atPath: f.opened).map { String(decoding: $0, as: UTF8.self) } == Self.link)
        // A refused scheme says so in the banner.
        try h.send(TmuxHarness.sgr(35, 8, 1) + TmuxHarness.sgr(16, 8, 1) + TmuxHarness.sgr(16, 8, 1, release: true))
        try h.waitFor("the refusal in the banner") { $0.contains { $0.contains("refused to open a javascript: link") } }
        // A right-click previews; Right, Enter: Copy link picks the link.
        try h.send(TmuxHarness.sgr(2, 12, 0) + TmuxHarness.sgr(2, 12, 0, release: true))
        try h.waitFor("the preview") { $0.contains { $0.contains("Copy link") } }
        try h.send("\u{1B}[C\r")
        #expect(try h.exitStatus() == 0)
        #expect(h.stdout() == Self.link)
    }

    @Test("the tmux picker: hover banner, ctrl+click opens, right-click previews, Copy link goes to the buffer",
          .enabled(if: TmuxTestServer.available && TmuxHarness.available))
    func tmuxPopup() throws {
        let f = try LinksEndToEndTests.fixture()
        let server = try TmuxTestServer(columns: 60, rows: 10, defaultTerminal: "screen",
                                        command: "cat '\(f.text)'; exec sleep 100000")
        try server.attachClient(columns: 60, rows: 11)
        try server.waitUntil { try server.paneRows("%0").contains { $0.hasPrefix("go javascript") } }
        let run = TmuxPickInteractionTests.Run(["--target", "%0", "--hover", "--open-command", f.opener], server)
        try TmuxPickInteractionTests.waitForPicker(server)
        // The pointer over the link (motion with no button) until the banner shows: the first
        // bytes may come before the picker asked for the mouse.
        try server.waitUntil(timeout: 15, "the target in the banner") {
            try TmuxPickInteractionTests.send(server, .client, TmuxPickInteractionTests.sgr(35, 11, 1))
            try TmuxPickInteractionTests.send(server, .client, TmuxPickInteractionTests.sgr(35, 13, 1))
            usleep(150_000)
            return try server.clientScreen().contains { $0.hasPrefix(" → \(Self.link)") }
        }
        try TmuxPickInteractionTests.send(server, .client, TmuxPickInteractionTests.sgr(16, 13, 1))
        try TmuxPickInteractionTests.send(server, .client, TmuxPickInteractionTests.sgr(16, 13, 1, release: true))
        try server.waitUntil(timeout: 8, "the opener") { FileManager.default.contents(atPath: f.opened)?.isEmpty == false }
        #expect(FileManager.default.contents(atPath: f.opened).map { String(decoding: $0, as: UTF8.self) } == Self.link)
        try TmuxPickInteractionTests.send(server, .client, TmuxPickInteractionTests.sgr(2, 13, 1))
        try TmuxPickInteractionTests.send(server, .client, TmuxPickInteractionTests.sgr(2, 13, 1, release: true))
        try server.waitUntil(timeout: 8, "the preview") { try server.clientScreen().contains { $0.contains("Copy link") } }
        try TmuxPickInteractionTests.send(server, .client, ["1b", "5b", "43", "0d"])
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
        #expect(try server.tmux(["show-buffer"]) == Self.link)
    }
}
