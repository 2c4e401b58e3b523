import LoupeCore
import LoupeRuntime

/// Plays a demo script through a program (an `InteractiveModel`) on a virtual clock and records
/// what a terminal would show.
///
/// The script runs as a `ScriptBackend` under the same `ProgramLoop` as the live terminal:
/// its input lines are the events, its `Sleep`, `Move ... over` and `Drag ... over` lines let
/// virtual time pass frame by frame at the frame rate, and the frames the loop presents are
/// written as asciicast output (a frame whose cells did not change writes nothing). The player
/// does what only it can: it makes the program (at the first line that needs it), rebuilds or
/// reconfigures it after `Open` and `Set`, and checks `Expect` lines against it. The same
/// script and program give the same recording on every run and machine.
public struct DemoPlayer {
    /// The script to play.
    public var script: DemoScript
    /// The content of every `Open` path, keyed by the path as written.
    public var contents: [String: DemoContent]
    /// Makes the model.
    public var factory: DemoModelFactory
    /// The settings the script starts with.
    public var settings: DemoSettings

    /// Creates a player.
    public init(script: DemoScript, contents: [String: DemoContent], settings: DemoSettings = DemoSettings(),
                factory: @escaping DemoModelFactory) {
        self.script = script
        self.contents = contents
        self.settings = settings
        self.factory = factory
    }

    /// Plays the whole script. Throws for a script that cannot run (content missing, input before `Open`);
    /// failed expectations are returned in the recording, not thrown.
    public func play(title: String) throws(DemoScriptError) -> DemoRecording {
        var backend = ScriptBackend(script: script, contents: contents, settings: settings)
        var program: (any InteractiveModel)?
        while true {
            if var running = program {
                if ProgramLoop.run(&running, on: &backend) != nil {
                    // The program quit: the lines after this one do not run.
                    backend.quitLine = backend.quitLine ?? backend.currentLine
                    backend.pending = []
                    backend.advance = nil
                }
                program = running
            } else {
                _ = backend.nextEvents(deadline: nil)
            }
            guard let interruption = backend.interruption else { continue }
            backend.interruption = nil
            switch interruption {
            case let .needsProgram(line):
                guard let content = backend.content else {
                    throw DemoScriptError(line: line.line, column: 1, message: "this line needs content: put an Open FILE line before it")
                }
                backend.initialSize = backend.size
                backend.initialTheme = backend.settings.theme
                backend.pointer = GridPoint(column: backend.size.columns / 2, row: backend.size.rows / 2)
                program = make(content, &backend)
                backend.renderFrame()
            case .settingsChanged:
                if var configurable = program as? any DemoConfigurable {
                    configurable.apply(backend.settings)
                    program = configurable
                    show(configurable, on: &backend)
                } else if let content = backend.content {
                    program = make(content, &backend)
                }
            case .contentChanged:
                if let content = backend.content { program = make(content, &backend) }
            case let .expect(line):
                if let problem = Self.check(line, program: program, backend: backend) {
                    backend.failures.append(DemoExpectationFailure(line: line.line, column: line.column, message: problem))
                }
            case let .failed(error):
                throw error
            case .end:
                if program == nil, let content = backend.content {
                    backend.initialSize = backend.size
                    backend.initialTheme = backend.settings.theme
                    program = make(content, &backend)
                }
                backend.renderFrame()
                return DemoRecording(
                    title: title, initialSize: backend.initialSize ?? backend.size,
                    theme: DemoTheme.theme(named: backend.initialTheme ?? backend.settings.theme),
                    events: backend.events, marks: backend.marks, finalFrame: backend.currentFrame(),
                    failures: backend.failures, duration: backend.time,
                    framesRendered: backend.framesRendered,
                    expectationsChecked: script.lines.filter { $0.step.isExpectation }.count)
            }
        }
    }

    /// Makes the program for the content at the backend's size and settings, and shows it.
    func make(_ content: DemoContent, _ backend: inout ScriptBackend) -> any InteractiveModel {
        let program = factory(content, backend.size, backend.settings)
        backend.hasProgram = true
        show(program, on: &backend)
        return program
    }

    /// Gives the backend the program's screen after the player changed the program outside the loop.
    func show(_ program: any InteractiveModel, on backend: inout ScriptBackend) {
        backend.present(base: program.baseFrame(), overlays: program.overlays())
        backend.dirty = true
    }
}
