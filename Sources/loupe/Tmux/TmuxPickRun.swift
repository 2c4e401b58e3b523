import Foundation
import LoupeCore

/// One run of `loupe tmux`: capture the pane, show the picker over it, copy or paste the result.
struct TmuxPickRun {
    /// What the run was asked to do.
    struct Options {
        var target: String?
        var scrollback: Int
        var paste: Bool
        var client: String?
        var window: Bool
        /// The picker command before its options; nil means this executable's `pick`.
        var picker: [String]?
    }

    /// How a run ended.
    enum Outcome: Equatable {
        /// The selection went to a new tmux buffer (and the clipboard where allowed).
        case copied(Int)
        /// The selection was pasted into the pane.
        case pasted(Int)
        /// The picker was closed without a selection: nothing changed.
        case cancelled
    }

    let tmux: TmuxClient
    let options: Options
    let environment: [String: String]

    /// The pane to use: `--target`, else the pane this process runs in.
    var target: String? { options.target ?? environment["TMUX_PANE"] }

    /// Reads the server's version.
    func version() throws -> TmuxVersion {
        let output = try tmux.check(TmuxPickPlan.versionArguments)
        let text = String(decoding: output, as: UTF8.self)
        guard let version = TmuxVersion.parse(text) else { throw TmuxError.unknownVersion(text) }
        return version
    }

    /// Reads the pane's information and content in one tmux call.
    func capture() throws -> (TmuxPaneInfo, TmuxCapture) {
        let target = self.target.flatMap { $0.isEmpty ? nil : $0 }
        let arguments = TmuxPickPlan.captureArguments(target: target, scrollback: options.scrollback)
        let bytes = try tmux.check(arguments, target: target)
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let info = try TmuxPaneInfo.parse(String(decoding: bytes[bytes.startIndex..<newline], as: UTF8.self))
        let body = newline < bytes.endIndex ? Array(bytes[(newline + 1)...]) : []
        let history = TmuxCapture.historyRows(requested: options.scrollback, pane: info)
        return (info, TmuxCapture.parse(joined: body, pane: info, historyRows: history))
    }

    /// Runs the whole pick.
    func run(notice: (String) -> Void) throws -> Outcome {
        guard let socket = environment["TMUX"], !socket.isEmpty else { throw TmuxError.notInTmux }
        let (pane, capture) = try capture()
        let version = try pane.serverVersion ?? version()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let snapshotPath = directory.path + "/pane.snapshot"
        let outputPath = directory.path + "/selection.txt"
        let errorPath = directory.path + "/picker.err"
        try Data(SnapshotTextFormat.encode(capture.snapshot).utf8).write(to: URL(fileURLWithPath: snapshotPath))
        let plan = TmuxPickPlan(
            version: version, pane: pane,
            picker: options.picker ?? [Self.executablePath(), "pick"],
            pickerEnvironment: TmuxPickPlan.pickerEnvironment(defaultTerminal: pane.defaultTerminal, inherited: environment),
            snapshotPath: snapshotPath, outputPath: outputPath, errorPath: errorPath, tmuxPath: tmux.path,
            client: options.client, runID: "\(getpid())-\(directory.suffix)", preferWindow: options.window)
        if let message = plan.fallbackNotice { notice(message) }
        // display-popup fails silently when the picker exits non-zero (cancelled): only
        // what tmux itself says is an error; the picker's own complaints are in errorPath.
        let launched = try tmux.run(plan.launchArguments)
        let complaint = launched.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        if launched.status != 0 && !complaint.isEmpty {
            throw TmuxClient.error(for: complaint, command: plan.launchArguments.first ?? "", target: pane.id)
        }
        guard let selection = FileManager.default.contents(atPath: outputPath), !selection.isEmpty else {
            let said = FileManager.default.contents(atPath: errorPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let message = said.trimmingCharacters(in: .whitespacesAndNewlines)
            if !message.isEmpty { throw TmuxError.pickerFailed(message) }
            return .cancelled
        }
        if options.paste {
            _ = try tmux.check(plan.pasteArguments, stdin: selection, target: pane.id)
            return .pasted(selection.count)
        }
        _ = try tmux.check(plan.copyArguments, stdin: selection)
        return .copied(selection.count)
    }

    /// This executable's absolute path (`/proc/self/exe` on Linux), for the popup command.
    static func executablePath() -> String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
        let argument0 = CommandLine.arguments.first ?? "loupe"
        if argument0.hasPrefix("/") { return argument0 }
        if argument0.contains("/") { return FileManager.default.currentDirectoryPath + "/" + argument0 }
        return argument0
    }
}
