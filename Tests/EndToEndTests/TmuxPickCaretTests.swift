import Foundation
import Testing

/// `loupe tmux` without the mouse: caret mode in its popup, keys through an attached client.
@Suite("loupe tmux in caret mode", .serialized, .enabled(if: TmuxTestServer.available))
struct TmuxPickCaretTests {
    @Test("popup: c, w, v, e, y copies 'world' into a new tmux buffer and closes the popup")
    func caretPicksAWord() throws {
        let server = try TmuxPickInteractionTests.server(client: true)
        let run = TmuxPickInteractionTests.Run(["--target", "%0"], server)
        try TmuxPickInteractionTests.waitForPicker(server)
        // Keys sent before the picker reads them may be lost: c again until the lens shows (c
        // in caret mode does nothing more).
        try server.waitUntil(timeout: 15, "caret mode's lens") {
            try TmuxPickInteractionTests.send(server, .client, ["63"])
            return (try? server.waitUntil(timeout: 1, "the lens", { try TmuxPickInteractionTests.loupeShows(server, .client) })) != nil
        }
        try TmuxPickInteractionTests.send(server, .client, Array("wvey".utf8).map { String($0, radix: 16) })
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
        #expect(try server.tmux(["show-buffer"]) == "world")
        #expect(try TmuxPickInteractionTests.buffers(server).count == 1)
    }
}
