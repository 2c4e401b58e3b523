import ArgumentParser
import FoundationEssentials
import LoupeCore
import LoupeTerminal
import LoupeRuntime
import LoupeSystem

/// Hidden: runs the terminal front end with a diagnostic model (the end-to-end tests drive it in tmux).
struct TerminalSelfTestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminal-self-test",
        abstract: "Show every terminal event received (a diagnostic for the ncurses front end).",
        shouldDisplay: false
    )

    @Flag(help: "Start with any-motion (hover) mouse tracking.")
    var hover = false

    @Option(help: "Pipe copied text to this shell command.")
    var copyCommand: String?

    @Flag(help: "Crash on the ! key (tests that a crash restores the terminal).")
    var crashKey = false

    func run() throws {
        let env = ProcessEnvironment.current()
        let plan = ClipboardPlan(environment: env, command: copyCommand, provider: .none)
        let options = TerminalOptions(environment: env, copies: CopyQueue { plan.deliver($0) }, hoverTracking: hover)
        let exit: ProgramExit
        do {
            exit = try TerminalApp.run(model: CrashOnKey(inner: DiagnosticModel(), armed: crashKey), options: options)
        } catch let error as TerminalError {
            throw CommandFailure(error.description)
        }
        if let output = exit.output { StandardStream.write(output, to: StandardStream.output) }
        if exit.status != 0 { throw ExitCode(exit.status) }
    }
}

/// Passes everything to a model, but traps on `!` when armed.
struct CrashOnKey<Inner: InteractiveModel>: InteractiveModel {
    var inner: Inner
    let armed: Bool

    mutating func handle(_ event: InputEvent) -> [AppEffect] {
        if armed, case let .key(k) = event, k.key == .character("!") { fatalError("crash requested with the ! key") }
        return inner.handle(event)
    }
    func baseFrame() -> CellBuffer { inner.baseFrame() }
    func overlays() -> [FrameOverlay] { inner.overlays() }
    func nextDeadline() -> Instant? { inner.nextDeadline() }
}
