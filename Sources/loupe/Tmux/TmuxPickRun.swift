import FoundationEssentials
import Glibc
import LoupeCore
import LoupePager
import LoupeRuntime
import LoupeRelay
import LoupeTerminal
import LoupeSystem
import LoupeTmux

/// One run of `loupe tmux`: capture the pane, show the picker over it, copy or paste the result.
///
/// The picker runs in this process: the popup (or window) runs `loupe tmux-relay`, which
/// lends its terminal to this process (`TerminalHandoff`), and this process, which has
/// parsed the pane's content while tmux opened the popup, draws the picker there. No
/// second program parses options, reads a snapshot file or sets up the pager.
struct TmuxPickRun {
    /// What the run was asked to do.
    struct Options {
        var target: String?
        var scrollback: Int
        var paste: Bool
        var client: String?
        var window: Bool
        /// A separate picker program before its options (tests); nil: this process picks.
        var picker: [String]?
        /// How the loupe looks and selects.
        var look: LoupeLook
        /// A finished selection is taken at once (false: the edit menu shows, and its Copy takes it).
        var copyOnSelect = true
        /// The user's own menu items.
        var menuActions: [MenuItem] = []
        /// What the key binding knew of the pane (`--pane-info`): where the popup goes, so it
        /// opens while the pane is captured. The capture's own information is what the picker shows.
        var paneInfo: TmuxPaneInfo?
        /// A drag or clicks begun in the pane that the picker takes over (`--press`), or nil.
        var start: TmuxMouseStart?
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

    /// Reads the pane's information and content in one tmux call; the content is left unparsed.
    func captureRaw() throws -> (TmuxPaneInfo, [UInt8]) {
        let target = self.target.flatMap { $0.isEmpty ? nil : $0 }
        let arguments = TmuxPickPlan.captureArguments(target: target, scrollback: options.scrollback)
        let bytes = try tmux.check(arguments, target: target)
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let info = try TmuxPaneInfo.parse(String(decoding: bytes[bytes.startIndex..<newline], as: UTF8.self))
        return (info, newline < bytes.endIndex ? Array(bytes[(newline + 1)...]) : [])
    }

    /// Parses captured content into rows, soft wraps and history.
    func parse(_ body: [UInt8], pane: TmuxPaneInfo) -> TmuxCapture {
        TmuxCapture.parse(joined: body, pane: pane, historyRows: historyRows(pane), policy: tmuxWidths)
    }

    /// The history rows the capture holds.
    func historyRows(_ pane: TmuxPaneInfo) -> Int {
        TmuxCapture.historyRows(requested: options.scrollback, pane: pane)
    }

    /// Cut into cells as tmux's grid is, so the picker's rows are the pane's, column for column.
    var tmuxWidths: WidthPolicy { WidthPolicy(cells: .tmux) }

    /// Runs the whole pick.
    func run(notice: (String) -> Void) throws -> Outcome {
        guard let socket = environment["TMUX"], !socket.isEmpty else { throw TmuxError.notInTmux }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let runID = "\(getpid())-\(directory.suffix)"
        let picked: (text: String?, plan: TmuxPickPlan)
        let paneID: String
        if options.picker == nil, let early = options.paneInfo, let version = early.serverVersion {
            // The key binding said where the pane is: the popup opens while the pane is captured.
            let place = Place(pane: early, version: version, directory: directory.path, runID: runID)
            let launch = try launchRelay(at: place)
            let captured: (pane: TmuxPaneInfo, body: [UInt8])
            do { captured = try captureRaw() } catch {
                launch.handoff.finish(status: 1)
                _ = launch.launcher.wait()
                throw error
            }
            picked = try pickHere(body: captured.body, pane: captured.pane, at: place, launch: launch, notice: notice)
            paneID = captured.pane.id
        } else {
            let (pane, body) = try captureRaw()
            let place = Place(pane: pane, version: try pane.serverVersion ?? version(), directory: directory.path, runID: runID)
            if let program = options.picker {
                picked = try pickWithProgram(program, body: body, at: place, notice: notice)
            } else {
                picked = try pickHere(body: body, pane: pane, at: place, launch: try launchRelay(at: place), notice: notice)
            }
            paneID = pane.id
        }
        guard let text = picked.text, !text.isEmpty else { return .cancelled }
        let selection = Data(text.utf8)
        if options.paste {
            _ = try tmux.check(picked.plan.pasteArguments, stdin: selection, target: paneID)
            return .pasted(selection.count)
        }
        _ = try tmux.check(picked.plan.copyArguments, stdin: selection)
        return .copied(selection.count)
    }

    /// Where a pick happens: the pane, the server's version and this run's private folder.
    struct Place {
        var pane: TmuxPaneInfo
        var version: TmuxVersion
        var directory: String
        var runID: String
        var errorPath: String { directory + "/picker.err" }
    }

    func plan(_ picker: TmuxPickPlan.Picker, at place: Place) -> TmuxPickPlan {
        TmuxPickPlan(version: place.version, pane: place.pane, picker: picker, errorPath: place.errorPath, tmuxPath: tmux.path,
                     client: options.client, runID: place.runID, preferWindow: options.window)
    }

    /// A popup (or window) on its way, running the relay, and the handoff that will get its terminal.
    struct RelayLaunch {
        let handoff: TerminalHandoff
        let launcher: ChildProcess.Running
        let plan: TmuxPickPlan
    }

    /// Listens for the relay, then starts the popup or window that runs it (without waiting).
    func launchRelay(at place: Place) throws -> RelayLaunch {
        let handoff: TerminalHandoff
        do { handoff = try TerminalHandoff(socketPath: place.directory + "/relay") } catch {
            throw TmuxError.pickerFailed("\(error)")
        }
        let plan = plan(.relay(Self.relayArguments(socket: handoff.socketPath, mouse: options.start != nil)), at: place)
        return RelayLaunch(handoff: handoff, launcher: try tmux.start(plan.launchArguments), plan: plan)
    }

    /// Parses the content of `pane` while tmux opens the popup `launch` started, then draws
    /// the picker in the popup's terminal. Returns the picked text (nil: cancelled).
    func pickHere(body: [UInt8], pane: TmuxPaneInfo, at place: Place, launch: RelayLaunch,
                  notice: (String) -> Void) throws -> (text: String?, plan: TmuxPickPlan) {
        let (handoff, launcher, plan) = (launch.handoff, launch.launcher, launch.plan)
        if let message = plan.fallbackNotice { notice(message) }
        // While tmux opens the popup: parse the content and build the picker.
        let pickerEnvironment = TmuxPickPlan.borrowerEnvironment(defaultTerminal: place.pane.defaultTerminal, inherited: environment)
        for key in ["LC_ALL", "LC_CTYPE"] where pickerEnvironment[key] != environment[key] {
            setenv(key, pickerEnvironment[key] ?? "", 1)  // ncurses reads the locale from the process
        }
        // The popup's terminal is opened on a thread of its own as soon as the relay lends it,
        // while this thread parses the pane. The popup is the pane's size, however small.
        let givenUp = Completion<Bool>()
        let opening = TerminalOpening(environment: pickerEnvironment, minimum: GridSize(columns: 1, rows: 1), waitingFor: {
            try handoff.receive { !launcher.hasExited && givenUp.value == nil }
        })
        opening.proceed()
        // Stops waiting for the relay and puts the terminal back, if it came.
        func giveUp() {
            givenUp.complete(true)
            opening.abandon()
        }
        var viewer = ViewerLauncher(look: options.look, purpose: .pick, copyCommand: nil, recordInput: nil)
        viewer.startAtEnd = true
        viewer.showStatusBar = false
        viewer.copyOnSelect = options.copyOnSelect
        viewer.menuActions = options.menuActions
        viewer.takenOverPresses = options.start?.clicks ?? 0
        var prepared: ViewerLauncher.Prepared
        do {
            let document = TmuxCapture.document(joined: body, pane: pane, historyRows: historyRows(pane), policy: tmuxWidths)
            prepared = try viewer.prepare(document: document, title: "tmux pane", environment: pickerEnvironment,
                                       size: place.pane.frame.size, ctrlZSuspends: false)
            prepared.terminal.opening = opening
            // The gesture begun in the pane is the picker's first input (stamped when it starts).
            prepared.terminal.firstInput = options.start?.events(at: .zero) ?? []
        } catch {
            giveUp()
            handoff.finish(status: 1)
            throw error
        }
        let exit: ProgramExit
        do {
            exit = try viewer.run(prepared)
        } catch let failure as TerminalHandoff.Failure {
            if case .timedOut = failure { kill(launcher.pid, SIGTERM) }
            try checkLaunch(launcher.wait(), plan: plan, pane: place.pane)
            throw TmuxError.pickerFailed(Self.said(at: place.errorPath) ?? failure.description)
        } catch {
            giveUp()  // nothing happens once the terminal was taken
            handoff.finish(status: 1)
            _ = launcher.wait()
            throw error
        }
        handoff.finish(status: 0)
        try checkLaunch(launcher.wait(), plan: plan, pane: place.pane)
        return (exit.status == 0 ? exit.output : nil, plan)
    }

    /// The older way, kept for tests (`--picker`): the snapshot goes to a file, the popup or
    /// window runs the program on it, and the program writes the selection to a file.
    func pickWithProgram(_ program: [String], body: [UInt8], at place: Place, notice: (String) -> Void) throws -> (text: String?, plan: TmuxPickPlan) {
        let snapshotPath = place.directory + "/pane.snapshot"
        let outputPath = place.directory + "/selection.txt"
        try Data(SnapshotTextFormat.encode(parse(body, pane: place.pane).snapshot).utf8).write(to: URL(fileURLWithPath: snapshotPath))
        let words = TmuxPickPlan.pickerEnvironment(defaultTerminal: place.pane.defaultTerminal, inherited: environment)
        let plan = plan(.program(arguments: program, environment: words, snapshotPath: snapshotPath, outputPath: outputPath), at: place)
        if let message = plan.fallbackNotice { notice(message) }
        try checkLaunch(tmux.start(plan.launchArguments).wait(), plan: plan, pane: place.pane)
        guard let selection = FileManager.default.contents(atPath: outputPath), !selection.isEmpty else {
            if let message = Self.said(at: place.errorPath) { throw TmuxError.pickerFailed(message) }
            return (nil, plan)
        }
        return (String(decoding: selection, as: UTF8.self), plan)
    }

    /// Closes a temporary window that is still there (its shell exits just after the picker's
    /// signal), then throws what tmux said when the popup or window command failed.
    /// display-popup fails silently when the picker exits non-zero (cancelled): only tmux's own
    /// words are an error.
    func checkLaunch(_ launched: ChildProcess.Output, plan: TmuxPickPlan, pane: TmuxPaneInfo) throws {
        if plan.launch == .window,
           let close = TmuxPickPlan.closeWindowArguments(printed: String(decoding: launched.stdout, as: UTF8.self)) {
            _ = try? tmux.run(close)  // gone already: nothing to do
        }
        let complaint = String(Substring(String(decoding: launched.stderr, as: UTF8.self)).trimmingWhitespace())
        if launched.status != 0 && !complaint.isEmpty {
            throw TmuxClient.error(for: complaint, command: plan.launchArguments.first ?? "", target: pane.id)
        }
    }

    /// What the picker or relay wrote to its error file, or nil when it said nothing.
    static func said(at path: String) -> String? {
        let said = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let message = String(Substring(said).trimmingWhitespace())
        return message.isEmpty ? nil : message
    }

    /// The relay's argument vector: `loupe-relay SOCKET` when that program is installed next
    /// to this one under this one's name (`tloupe-relay` beside `tloupe`; it starts in about a
    /// millisecond), else this program's own `tmux-relay`. `mouse`: the relay asks for the mouse
    /// first (`--mouse`), for a picker that takes over a drag begun in the pane.
    static func relayArguments(socket: String, mouse: Bool = false) -> [String] {
        let loupe = executablePath()
        if loupe.contains("/") {
            let relay = loupe + "-relay"
            if access(relay, X_OK) == 0 { return [relay] + (mouse ? ["--mouse"] : []) + [socket] }
        }
        return [loupe] + TmuxRelayCommand.arguments(socket: socket, mouse: mouse)
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
