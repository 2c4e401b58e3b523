import ArgumentParser
import FoundationEssentials
import Glibc
import LoupeCore
import LoupeRuntime
import LoupeRecording
import LoupeTerminal
import LoupeFiles
import LoupePager
import LoupeSystem

/// Opens the content, builds the pager model and runs it in the terminal: the shared body of `view` and `pick`.
struct ViewerLauncher {
    /// The file to show (- for standard input) when no other document is given.
    let file: String
    /// How the loupe looks and selects.
    let look: LoupeLook
    let purpose: PagerSettings.Purpose
    let copyCommand: String?
    let recordInput: String?
    /// pick: write the text here instead of standard output.
    var outputPath: String?
    /// Start scrolled to the end (a tmux pane's capture, whose last rows are what the pane showed).
    var startAtEnd = false
    var showStatusBar = true
    /// Start following the end of a growing input (`--follow`).
    var follow = false
    /// The user's own menu items (`--menu-action`).
    var menuActions: [MenuItem] = []
    /// A finished selection is copied as it is made.
    var copyOnSelect = true
    /// The terminal, already being opened (`PlainInvocation`); nil: `run` starts opening it.
    var opening: TerminalOpening?
    /// Left presses made before the program was on screen, its first events (`PagerSettings.takenOverPresses`).
    var takenOverPresses = 0
    /// The process's environment, when the caller has read it already; nil: `run` reads it.
    var environment: [String: String]?

    init(file: String = "-", look: LoupeLook, purpose: PagerSettings.Purpose, copyCommand: String?, recordInput: String?) {
        self.file = file
        self.look = look
        self.purpose = purpose
        self.copyCommand = copyCommand
        self.recordInput = recordInput
    }

    /// Runs the session; returns the exit status. Problems before the terminal opens are thrown
    /// as one line, with the terminal as it was (`opening`, or one started here, is given up first).
    func run() throws -> Int32 {
        let environment = self.environment ?? ProcessEnvironment.current()
        let opening = self.opening ?? TerminalOpening(environment: environment)
        let exit: ProgramExit
        do {
            let profile: TerminalProfile
            do { profile = try TerminalProfile(environment: environment) } catch { throw CommandFailure("\(error)") }
            // The first frame is built at the terminal's size (80x24 when it does not say: the first
            // turn's resize then redraws it).
            let size = TerminalSession.size() ?? GridSize(columns: 80, rows: 24)
            let (document, title) = try openDocument(environment: environment, rows: size.rows)
            // Nothing stops the program now (an input recording still checks its file): the
            // terminal's opening goes on, on its thread, while the pager is built on this one.
            if recordInput == nil { opening.proceed() }
            var prepared = try prepare(document: document, title: title, environment: environment, size: size, profile: profile)
            prepared.terminal.opening = opening
            exit = try run(prepared)
        } catch {
            opening.abandon()
            throw error
        }
        if let text = exit.output {
            if let outputPath {
                do {
                    try text.write(toFile: outputPath, atomically: true, encoding: .utf8)
                } catch {
                    throw CommandFailure("cannot write the output '\(outputPath)': \(SystemErrorText.describe(error))")
                }
            } else {
                StandardStream.write(text, to: StandardStream.output)
            }
        }
        return exit.status
    }

    /// A pager ready to be shown: everything that does not need the terminal, so it can be
    /// built while the terminal is still being opened (`loupe tmux` does so while tmux opens its popup).
    struct Prepared {
        /// The pager model, its first frame built.
        var model: PagerModel
        /// The document shown.
        let document: any TextDocument
        /// Indexes a file document's lines once the first screen is up, or nil.
        let indexer: BackgroundIndexer?
        /// How the terminal is driven; set `ttyPath` once the terminal is known.
        var terminal: TerminalOptions
        /// The magnifier tier chosen (for an input recording).
        let tier: MagnifierTier
        /// Where `view`'s copies go (waited for before the program ends).
        var copies: CopyQueue? = nil
    }

    /// Builds the settings, the model (its first frame at `size`, the terminal's) and the terminal
    /// options for `document`. `ctrlZSuspends` is off where no shell could resume the process (a tmux popup).
    /// `profile` is the terminal's as `environment` says, when the caller has made it already.
    func prepare(document: any TextDocument, title: String, environment: [String: String], size: GridSize,
                 ctrlZSuspends: Bool = true, profile made: TerminalProfile? = nil) throws -> Prepared {
        let options = look
        let profile: TerminalProfile
        if let made {
            profile = made
        } else {
            do { profile = try TerminalProfile(environment: environment) } catch { throw CommandFailure("\(error)") }
        }
        var settings = PagerSettings(purpose: purpose, title: title, loupeEnabled: options.loupeEnabled,
                                     overflow: options.wrap ? .wrap : .clip, showStatusBar: showStatusBar, startAtEnd: startAtEnd,
                                     suspendable: ctrlZSuspends, follow: follow, keymap: options.keymap)
        let tier = options.tier ?? profile.tier
        settings.applyOptions(zoom: options.zoom, tier: tier, downward: options.downward,
                              wordChars: options.wordChars, theme: nil, hover: options.hover)
        settings.loupe.colorMode = profile.colorMode
        if options.tier == nil { settings.automaticTier = profile.automaticTier }
        settings.colors = options.colors
        // The person's word settles the background; else COLORFGBG's guess stands until the terminal
        // answers OSC 11; else it is not known, and the overlays keep to the terminal's own colours.
        if let settled = options.background {
            settings.adoptBackground(settled, settled: true)
        } else {
            settings.adoptBackground(profile.background)
        }
        if !options.smartRules.isEmpty { settings.selection.smartTokenRules = options.smartRules + SmartTokenRule.defaults }
        settings.menu.items += menuActions
        settings.menu.copyOnSelect = copyOnSelect
        settings.takenOverPresses = takenOverPresses
        settings.openSchemes = options.openSchemes
        // Local times in the menus' detector items: the zone TZ names, a POSIX rule or a zone file read now, once.
        settings.detectors.timeZone = LocalTimeZone.from(environment)
        // The person's own detectors: their commands run in a shell, 200 ms at most each (work on a thread).
        settings.detectors.user = options.detectors
        settings.detectors.runner = DetectorCommandRunner(name: "sh") { command, text, limit in DetectorCommand.run(command, input: text, limit: limit) }
        settings.linkRules = options.linkRules
        // Copies reach the terminal's clipboard (OSC 52) outside tmux: up to its limit.
        if purpose == .view && !Clipboard.isInsideTmux(environment) { settings.clipboardLimit = Clipboard.osc52Limit }
        // A big file is indexed to its end once the terminal has had the first screen, so G
        // finds it done (see `BackgroundIndexer`); on two cores indexing beside the terminal set-up
        // and first frame would delay both, and the terminal's drawing of the frame.
        // Attached before the model is built: attaching changes the document, which the build reads.
        let file = Self.exactly(FileDocument.self, document)
        let indexer = file.flatMap(BackgroundIndexer.attach(to:))
        var model = PagerModel(document: document, size: size, settings: settings, magnifier: StandardMagnifier())
        model.readExcerpts(with: PreviewFileReader.read)
        var terminal = TerminalOptions(environment: environment, hoverTracking: options.hover,
                                       onInteractive: {
                                           // `make install`'s run: the pages the start touched (before any more are).
                                           if let path = environment[StartPagesRecorder.variable] { StartPagesRecorder.record(to: path) }
                                           // The loupe's fonts are derived while the first frame waits for input
                                           // (0.7 ms of work: a press at once finds them made).
                                           _ = BackgroundThread.run { _ = Magnifier.standard }
                                       })
        // Unless the document indexed itself already (a G typed ahead).
        terminal.afterFirstScreen = { if file?.isComplete == false { indexer?.start() } }
        var copies: CopyQueue?
        if purpose == .view {
            // Copies go where the plan says, a big one on a thread of its own; what came of each
            // comes back to the pager as an event.
            let plan = ClipboardPlan(environment: environment, command: copyCommand, provider: options.clipboard, primary: options.primary)
            let queue = CopyQueue { plan.deliver($0) }
            copies = queue
            terminal.copies = queue
            // Inside tmux the copy goes through tmux alone (one buffer, and the clipboard through tmux).
            terminal.copyWithOSC52 = plan.osc52
        } else {
            terminal.copyWithOSC52 = false
        }
        // The menus' Open, Open in Editor and user actions, in a picker's menus too.
        let opener = Opener.command(openCommand: options.openCommand, environment: environment)
        let schemes = options.openSchemes
        terminal.request = { request in
            switch request.value as? PagerRequest {
            case let .open(target): Opener.open(target, command: opener, environment: environment, schemes: schemes)
            case let .run(command, input): UserCommand.run(command, input: input)
            case let .edit(path, line): return Editor.arguments(path: path, line: line, environment: environment)
            case let .manPage(page): return page.arguments
            case .menuItem, nil: break
            }
            return nil
        }
        return Prepared(model: model, document: document, indexer: indexer, terminal: terminal, tier: tier, copies: copies)
    }

    /// `document` as a `T` when it is exactly one (both kinds of document are final classes). The
    /// type is compared first: a cast that fails asks the runtime whether the value is boxed (a
    /// look-up by name among every type of the program, 0.4 ms, when a file's pager quits) or
    /// bridges to a class (a search of every conformance, 0.1 ms, before `loupe tmux`'s first screen).
    static func exactly<T: TextDocument>(_ type: T.Type, _ document: any TextDocument) -> T? {
        ObjectIdentifier(Swift.type(of: document)) == ObjectIdentifier(type) ? document as? T : nil
    }

    /// Runs a prepared pager in its terminal until the user quits or picks; returns how it
    /// ended (a pick's text is its output).
    func run(_ prepared: Prepared) throws -> ProgramExit {
        let exit: ProgramExit
        do {
            if let recordInput {
                exit = try runRecording(prepared, to: recordInput)
            } else {
                exit = try TerminalApp.run(model: prepared.model, options: prepared.terminal)
            }
        } catch let error as TerminalError {
            prepared.indexer?.cancel()
            Self.exactly(StreamDocument.self, prepared.document)?.buffer.cancel()
            throw CommandFailure(error.description)
        }
        prepared.indexer?.cancel()
        Self.exactly(StreamDocument.self, prepared.document)?.buffer.cancel()
        // A big copy still flowing to tmux or the copy command is not cut by the exit.
        prepared.copies?.finish()
        return exit
    }

    /// Runs a prepared pager and writes the input it got to `path` as a demo script
    /// (`--record-input`). A function of its own: the recording model's generic type is made
    /// at run time, which searches every conformance in the program, and only here.
    @inline(never) func runRecording(_ prepared: Prepared, to path: String) throws -> ProgramExit {
        var recorder = InputRecordingModel(model: prepared.model, writer: try scriptWriter(tier: prepared.tier, document: prepared.document,
                                                                                  timeZone: prepared.model.state.settings.detectors.timeZone),
                                           tier: { $0.state.settings.loupe.tier })
        let exit = try TerminalApp.run(model: &recorder, options: prepared.terminal)
        do {
            try recorder.writer.text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure("cannot write the input recording '\(path)': \(SystemErrorText.describe(error))")
        }
        return exit
    }

    /// A script writer that starts with the content and the settings, so a replay matches the session.
    func scriptWriter(tier: MagnifierTier, document: any TextDocument, timeZone: DetectorTimeZone?) throws -> DemoScriptWriter {
        guard file != "-", Self.exactly(StreamDocument.self, document) == nil else {
            throw CommandFailure("--record-input needs a regular file to show, not standard input, a pipe or a device (the script must be able to open it again)")
        }
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        var writer = DemoScriptWriter(size: GridSize(columns: 80, rows: 24), contentPath: path, hover: look.hover)
        writer.set("Zoom", "\(look.zoom)")
        writer.set("Tier", tier.rawValue)
        writer.set("Downward", look.downward.rawValue)
        if let chars = look.wordChars { writer.set("WordChars", DemoKeyName.quoted(chars)) }
        // The detectors' local times: the zone's rule (a zone file's rule after its last change).
        if let rule = timeZone?.rule { writer.set("TimeZone", DemoKeyName.quoted(rule)) }
        return writer
    }

    /// The document to show and its title; a missing file, a directory or an unreadable file is one clear line.
    /// A file's lines are indexed as far as a first screen of `rows` rows asks (so it asks for no more).
    func openDocument(environment: [String: String], rows: Int) throws -> (any TextDocument, String) {
        if file == "-" && isatty(0) != 0 {
            throw CommandFailure("no input: give a file, or pipe text into \(ProgramName.called) (see \(ProgramName.called) \(purpose.rawValue) --help)")
        }
        do {
            // Standard input, pipes and devices are read as they come, on a thread of their own.
            // Cells cut as the terminal will cut them, so the screen shows what `cat` would.
            let policy = WidthPolicy(cells: TerminalProfile.cells(environment))
            if let stream = try StreamBuffer.open(path: file) {
                stream.start()
                return (StreamDocument(buffer: stream, policy: policy), stream.name)
            }
            let file = try MappedFile(path: file)
            return (FileDocument(file: file, policy: policy, lookahead: PagerState.linesIndexedAtOpening(rows: rows)), file.name)
        } catch let error as InputSourceError {
            throw CommandFailure(error.description)
        }
    }
}
