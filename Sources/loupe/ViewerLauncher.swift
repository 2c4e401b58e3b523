import ArgumentParser
import Foundation
import LoupeCore
import LoupeDemo
import LoupeTerminal

/// Opens the content, builds the pager model and runs it in the terminal: the shared body of `view` and `pick`.
struct ViewerLauncher {
    let options: ViewerOptions
    let purpose: PagerSettings.Purpose
    let copyCommand: String?
    let recordInput: String?
    /// pick: write the text here instead of standard output.
    var outputPath: String?
    /// Read a saved capture (snapshot text format) instead of a file: used by `loupe tmux`.
    var snapshotPath: String?
    var startAtEnd = false
    var showStatusBar = true

    init(options: ViewerOptions, purpose: PagerSettings.Purpose, copyCommand: String?, recordInput: String?) {
        self.options = options
        self.purpose = purpose
        self.copyCommand = copyCommand
        self.recordInput = recordInput
    }

    /// Runs the session; returns the exit status. Problems before the terminal opens are thrown as one line.
    func run() throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let profile: TerminalProfile
        do { profile = try TerminalProfile(environment: environment) } catch { throw CommandFailure("\(error)") }
        let (document, title) = try openDocument()
        var settings = PagerSettings(purpose: purpose, title: title, loupeEnabled: !options.noLoupe,
                                     overflow: options.noWrap ? .clip : .wrap, showStatusBar: showStatusBar, startAtEnd: startAtEnd)
        let tier = options.loupeTier == .auto ? profile.tier.rawValue : options.loupeTier.rawValue
        settings.applyOptions(zoom: options.zoom, tier: tier, downward: options.downward.rawValue,
                              wordChars: options.wordChars, theme: nil, hover: options.hover)
        settings.loupe.colorMode = profile.colorMode
        let magnifier = BackgroundMagnifier()
        let model = PagerModel(document: document, size: GridSize(columns: 80, rows: 24), settings: settings, magnifier: magnifier)

        var terminalOptions = TerminalOptions(environment: environment, hoverTracking: options.hover)
        if purpose == .view {
            terminalOptions.copy = Clipboard.handler(environment: environment, command: copyCommand)
        } else {
            terminalOptions.copyWithOSC52 = false
        }
        let exit: TerminalExit
        do {
            if let recordInput {
                var recorder = InputRecordingModel(model: model, writer: try scriptWriter(tier: tier))
                exit = try TerminalApp.run(model: &recorder, options: terminalOptions) { r, session in
                    magnifier.start()
                    Self.adopt(session.colorMode, in: &r.model)
                }
                do {
                    try recorder.writer.text.write(toFile: recordInput, atomically: true, encoding: .utf8)
                } catch {
                    throw CommandFailure("cannot write the input recording '\(recordInput)': \(error.localizedDescription)")
                }
            } else {
                exit = try TerminalApp.run(model: model, options: terminalOptions) { m, session in
                    magnifier.start()
                    Self.adopt(session.colorMode, in: &m)
                }
            }
        } catch let error as TerminalError {
            throw CommandFailure(error.description)
        }
        if settings.loupeEnabled && magnifier.magnifier == nil {
            FileHandle.standardError.write(Data("loupe: the magnifier fonts could not be loaded, so the loupe showed text at 1x\n".utf8))
        }
        if let text = exit.output {
            if let outputPath {
                try text.write(toFile: outputPath, atomically: true, encoding: .utf8)
            } else {
                FileHandle.standardOutput.write(Data(text.utf8))
            }
        }
        return exit.status
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
        guard options.file != "-" else {
            throw CommandFailure("--record-input needs a file to show, not standard input (the script must be able to open it again)")
        }
        let path = URL(fileURLWithPath: options.file).standardizedFileURL.path
        var writer = DemoScriptWriter(size: GridSize(columns: 80, rows: 24), contentPath: path, hover: options.hover)
        writer.set("Zoom", "\(options.zoom)")
        writer.set("Tier", tier)
        writer.set("Downward", options.downward.rawValue)
        if let chars = options.wordChars { writer.set("WordChars", DemoKeyName.quoted(chars)) }
        return writer
    }

    /// The document to show and its title; a missing file, a directory or an unreadable file is one clear line.
    func openDocument() throws -> (any TextDocument, String) {
        if let snapshotPath {
            do {
                let text = try String(contentsOfFile: snapshotPath, encoding: .utf8)
                let snapshot = try SnapshotTextFormat.decode(text)
                return (InMemoryDocument(snapshot: snapshot), "tmux pane")
            } catch {
                throw CommandFailure("cannot read the capture '\(snapshotPath)': \(error)")
            }
        }
        if options.file == "-" && isatty(0) != 0 {
            throw CommandFailure("no input: give a file, or pipe text into loupe (see loupe \(purpose.rawValue) --help)")
        }
        do {
            let file = try MappedFile(path: options.file)
            return (FileDocument(file: file), file.name)
        } catch let error as InputSourceError {
            throw CommandFailure(error.description)
        }
    }
}
