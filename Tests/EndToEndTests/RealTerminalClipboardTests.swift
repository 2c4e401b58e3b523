import Foundation
import Testing

/// A copy in a real terminal reaches the desktop's clipboard, read back with xclip, and the
/// status bar says what really happened: in xterm (which refuses OSC 52 by default) and in a
/// VTE terminal (sakura: VTE 0.70 has no OSC 52 at all), with the provider (xclip, found on
/// PATH because DISPLAY is set) and without one (`--clipboard none`: OSC 52 alone, which these
/// terminals do not take, so nothing may say "copied").
@Suite(.serialized, .enabled(if: XtermHarness.clipboardAvailable, "\(XtermHarness.skipReason), and xclip"))
struct RealTerminalClipboardTests {
    static let text = """
        The quick brown fox
        jumps over the lazy dog
        Pack my box with five dozen liquor jugs

        """

    /// `loupe view TEXT arguments...` in a terminal of `kind`.
    static func viewer(_ kind: XtermHarness.Kind, _ arguments: [String] = []) throws -> XtermHarness {
        let file = NSTemporaryDirectory() + "loupe-clipboard-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        // Wide enough for the status bar's whole word on the copy.
        let h: XtermHarness
        do {
            h = try XtermHarness(columns: 120, terminal: kind, loupe: ["view", file] + arguments)
            try h.waitForMouse(pixels: false)
        } catch {
            try? FileManager.default.removeItem(atPath: file)
            throw error
        }
        // Shown: the viewer holds the file open, so its name is not left behind in the temporary folder.
        try? FileManager.default.removeItem(atPath: file)
        usleep(300_000)  // the probe's answers (a pixel mouse switched on) come just after
        return h
    }

    /// Drags over `lazy` (row 1, columns 15 to 18) and waits for the status bar's word on it.
    static func dragOverLazy(_ h: XtermHarness) throws {
        try h.drag(from: .init(column: 15, row: 1, x: 0.2), via: [.init(column: 17, row: 1)], to: .init(column: 18, row: 1, x: 0.8))
        try h.waitUntil("the status bar's word on the copy", lastSeen: { h.written().debugDescription.suffix(300).description }) {
            h.written().contains("4 characters")
        }
    }

    /// Quits and checks the program ended well.
    static func quit(_ h: XtermHarness) throws {
        try h.key("Escape")
        usleep(200_000)  // not read with the q as one sequence (alt+q)
        try h.key("q")
        #expect(try h.exitStatus() == 0, "stderr: \(h.stderr())")
    }

    @Test(arguments: [XtermHarness.Kind.xterm, .sakura])
    func aCopyReachesTheClipboardAndThePrimarySelection(_ kind: XtermHarness.Kind) throws {
        guard kind == .xterm || XtermHarness.sakuraAvailable else { return }
        let h = try Self.viewer(kind)
        try Self.dragOverLazy(h)
        #expect(try h.waitForSelection("clipboard", "lazy") == "lazy")
        #expect(try h.waitForSelection("primary", "lazy") == "lazy")
        #expect(h.written().contains("copied 4 characters"))
        try Self.quit(h)
    }

    /// No provider, no tmux, no copy command: OSC 52 is all that goes out, and neither xterm (by
    /// default) nor VTE takes it. The clipboard stays empty and nothing says "copied".
    @Test(arguments: [XtermHarness.Kind.xterm, .sakura])
    func withNoProviderNothingSaysCopied(_ kind: XtermHarness.Kind) throws {
        guard kind == .xterm || XtermHarness.sakuraAvailable else { return }
        let h = try Self.viewer(kind, ["--clipboard", "none"])
        try Self.dragOverLazy(h)
        #expect(h.written().contains("sent 4 characters to the terminal (OSC 52)"))
        #expect(!h.written().contains("copied"))
        usleep(300_000)
        #expect(try h.selection("clipboard") == nil)
        try Self.quit(h)
    }

    /// A provider named but missing: the status bar names the failure (OSC 52 was still sent).
    @Test func aMissingProviderIsNamed() throws {
        let h = try Self.viewer(.xterm, ["--clipboard", "wl-copy"])
        try Self.dragOverLazy(h)
        #expect(h.written().contains("sent 4 characters to the terminal (OSC 52); wl-copy is not installed"))
        try Self.quit(h)
    }
}

/// A clipboard that is not one of the choices is refused before anything opens, with the list.
@Suite struct ClipboardOptionTests {
    @Test func anUnknownClipboardIsRefused() throws {
        let r = try LoupeBinary.run(["view", "--clipboard", "xcopy", "README.md"])
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains("xcopy") && r.stderr.contains("xclip"), "\(r.stderr)")
        let fromEnvironment = try LoupeBinary.run(["view", "README.md"], environment: ["LOUPE_CLIPBOARD": "xcopy", "TERM": "xterm"])
        #expect(fromEnvironment.status != 0 && fromEnvironment.stderr.contains("LOUPE_CLIPBOARD (clipboard.provider)"), "\(fromEnvironment.stderr)")
    }
}
