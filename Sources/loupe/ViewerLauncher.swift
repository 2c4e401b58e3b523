import ArgumentParser
import Foundation
import LoupeCore
import LoupeDemo
import LoupeTerminal

/// Opens the content, builds the pager model and runs it in the terminal: the shared body of `view` and `pick`.
struct ViewerLauncher {
    /// The file to show (- for standard input) when no other document is given.
    let file: String
    /// How the loupe looks and selects.
    let look: LoupeOptions
    let purpose: PagerSettings.Purpose
    let copyCommand: String?
    let recordInput: String?
    /// pick: write the text here instead of standard output.
    var outputPath: String?
    /// Start scrolled to the end (a tmux pane's capture, whose last rows are what the pane showed).
    var startAtEnd = false
    var showStatusBar = true

    init(file: String = "-", look: LoupeOptions, purpose: PagerSettings.Purpose, copyCommand: String?, recordInput: String?) {
        self.file = file
        self.look = look
        self.purpose = purpose
        self.copyCommand = copyCommand
        self.recordInput = recordInput
    }

    /// Runs the session; returns the exit status. Problems before the terminal opens are thrown as one line.
    func run() throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        do { _ = try TerminalProfile(environment: environment) } catch { throw CommandFailure("\(error)") }
        let (document, title) = try openDocument()
        let exit = try run(prepare(document: document, title: title, environment: environment))
        if let text = exit.output {
            if let outputPath {
                try text.write(toFile: outputPath, atomically: true, encoding: .utf8)
            } else {
                FileHandle.standardOutput.write(Data(text.utf8))
            }
        }
        return exit.status
    }

    /// A pager ready to be shown: everything that does not need the terminal, so it can be
    /// built while the terminal is still being opened (`loupe tmux` does so while tmux opens its popup).
    struct Prepared {
        var model: PagerModel
        let magnifier: BackgroundMagnifier
        /// Indexes a file document's lines once the first screen is up, or nil.
        let indexer: BackgroundIndexer?
        /// How the terminal is driven; set `ttyPath` once the terminal is known.
        var terminal: TerminalOptions
        /// The magnifier tier chosen (for an input recording).
        let tier: String
    }

    /// Builds the settings, the model and the terminal options for `document`. `ctrlZSuspends`
    /// is off where no shell could resume the process (a tmux popup).
    func prepare(document: any TextDocument, title: String, environment: [String: String], ctrlZSuspends: Bool = true) throws -> Prepared {
        let options = look
        let profile: TerminalProfile
        do { profile = try TerminalProfile(environment: environment) } catch { throw CommandFailure("\(error)") }
        var settings = PagerSettings(purpose: purpose, title: title, loupeEnabled: !options.noLoupe,
                                     overflow: options.noWrap ? .clip : .wrap, showStatusBar: showStatusBar, startAtEnd: startAtEnd)
        let tier = options.loupeTier == .auto ? profile.tier.rawValue : options.loupeTier.rawValue
        settings.applyOptions(zoom: options.zoom, tier: tier, downward: options.downward.rawValue,
                              wordChars: options.wordChars, theme: nil, hover: options.hover)
        settings.loupe.colorMode = profile.colorMode
        let magnifier = BackgroundMagnifier()
        let model = PagerModel(document: document, size: GridSize(columns: 80, rows: 24), settings: settings, magnifier: magnifier)
        // The fonts are parsed once the first screen is up and the mouse is on: on two cores a
        // parse running beside the terminal set-up and first frame would delay both.
        // A big file is indexed to its end then too, so G finds it done (see `BackgroundIndexer`).
        let indexer = (document as? FileDocument).flatMap(BackgroundIndexer.attach(to:))
        var terminal = TerminalOptions(environment: environment, hoverTracking: options.hover, ctrlZSuspends: ctrlZSuspends,
                                       onInteractive: { magnifier.start(); indexer?.start() })
        if purpose == .view {
            terminal.copy = Clipboard.handler(environment: environment, command: copyCommand)
        } else {
            terminal.copyWithOSC52 = false
        }
        return Prepared(model: model, magnifier: magnifier, indexer: indexer, terminal: terminal, tier: tier)
    }

    /// Runs a prepared pager in its terminal until the user quits or picks; returns how it
    /// ended (a pick's text is its output).
    func run(_ prepared: Prepared) throws -> TerminalExit {
        let exit: TerminalExit
        do {
            if let recordInput {
                var recorder = InputRecordingModel(model: prepared.model, writer: try scriptWriter(tier: prepared.tier))
                exit = try TerminalApp.run(model: &recorder, options: prepared.terminal) { r, session in
                    Self.adopt(session.colorMode, in: &r.model)
                }
                do {
                    try recorder.writer.text.write(toFile: recordInput, atomically: true, encoding: .utf8)
                } catch {
                    throw CommandFailure("cannot write the input recording '\(recordInput)': \(error.localizedDescription)")
                }
            } else {
                exit = try TerminalApp.run(model: prepared.model, options: prepared.terminal) { m, session in
                    Self.adopt(session.colorMode, in: &m)
                }
            }
        } catch let error as TerminalError {
            prepared.indexer?.cancel()
            throw CommandFailure(error.description)
        }
        prepared.indexer?.cancel()
        if prepared.model.settings.loupeEnabled && prepared.magnifier.magnifier == nil {
            FileHandle.standardError.write(Data("loupe: the magnifier fonts could not be loaded, so the loupe showed text at 1x\n".utf8))
        }
        return exit
    }

    /// The session may show fewer colours than the environment promised (the terminfo entry decides):
    /// the loupe's colours are reduced to what is really shown.
    static func adopt(_ mode: ColorMode, in model: inout PagerModel) {
        var settings = model.settings
        settings.loupe.colorMode = mode
        model.update(settings: settings)
    }

    /// A script writer that starts with the content and the settings, so a replay matches the session.
    func scriptWriter(tier: String) throws -> DemoScriptWriter {
        guard file != "-" else {
            throw CommandFailure("--record-input needs a file to show, not standard input (the script must be able to open it again)")
        }
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        var writer = DemoScriptWriter(size: GridSize(columns: 80, rows: 24), contentPath: path, hover: look.hover)
        writer.set("Zoom", "\(look.zoom)")
        writer.set("Tier", tier)
        writer.set("Downward", look.downward.rawValue)
        if let chars = look.wordChars { writer.set("WordChars", DemoKeyName.quoted(chars)) }
        return writer
    }

    /// The document to show and its title; a missing file, a directory or an unreadable file is one clear line.
    func openDocument() throws -> (any TextDocument, String) {
        if file == "-" && isatty(0) != 0 {
            throw CommandFailure("no input: give a file, or pipe text into loupe (see loupe \(purpose.rawValue) --help)")
        }
        do {
            let file = try MappedFile(path: file)
            return (FileDocument(file: file), file.name)
        } catch let error as InputSourceError {
            throw CommandFailure(error.description)
        }
    }
}
