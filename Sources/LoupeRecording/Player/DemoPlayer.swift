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
    ///
    /// The program runs in `ProgramLoop.run` as it is; when a line needs the player, the
    /// script's input pauses (`nextEvents` returns nil, so the loop returns), the player does
    /// what the line asks, and the loop runs on, until the script ends.
    public func play(title: String) throws(DemoScriptError) -> DemoRecording {
        var backend = ScriptBackend(script: script, contents: contents, settings: settings)
        var program: (any InteractiveModel)?
        repeat {
            if var running = program {
                if ProgramLoop.run(&running, on: &backend) != nil { backend.programQuit() }
                program = running
            } else {
                backend.runSetUpLines()
            }
        } while try serve(backend.takeInterruption(), program: &program, on: &backend)
        return backend.recording(title: title, expectationsChecked: script.lines.filter { $0.step.isExpectation }.count)
    }

    /// Does what the script's line asks of the player; false once the script has ended.
    private func serve(_ interruption: ScriptInterruption?, program: inout (any InteractiveModel)?,
                       on backend: inout ScriptBackend) throws(DemoScriptError) -> Bool {
        switch interruption {
        case nil:
            break
        case let .needsProgram(line):
            guard let content = backend.content else {
                throw DemoScriptError(line: line.line, column: 1, message: "this line needs content: put an Open FILE line before it")
            }
            backend.fixInitialScreen(centringPointer: true)
            program = make(content, &backend)
            backend.renderFrame()
        case .settingsChanged:
            if var configurable = program as? any DemoConfigurable {
                configurable.apply(backend.settings)
                program = configurable
                backend.show(configurable)
            } else if let content = backend.content {
                program = make(content, &backend)
            }
        case .contentChanged:
            if let content = backend.content { program = make(content, &backend) }
        case let .expect(line):
            if let problem = Self.check(line, program: program, backend: backend) {
                backend.recordFailure(DemoExpectationFailure(line: line.line, column: line.column, message: problem))
            }
        case let .failed(error):
            throw error
        case .end:
            if program == nil, let content = backend.content {
                backend.fixInitialScreen(centringPointer: false)
                program = make(content, &backend)
            }
            backend.renderFrame()
            return false
        }
        return true
    }

    /// Makes the program for the content at the backend's size and settings, and shows it.
    func make(_ content: DemoContent, _ backend: inout ScriptBackend) -> any InteractiveModel {
        let program = factory(content, backend.size, backend.settings)
        backend.show(program)
        return program
    }
}
