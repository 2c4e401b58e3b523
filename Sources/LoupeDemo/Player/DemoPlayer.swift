import LoupeCore

/// Plays a demo script through an `InteractiveModel` on a virtual clock and records what a terminal would show.
///
/// The player does what the live front end does (feeds events to `handle`,
/// acts on the effects, feeds `.tick` when `nextDeadline()` has passed, draws
/// `frame()`), but time comes from the script: `Sleep`, `Move ... over` and
/// `Drag ... over` advance a virtual clock frame by frame at the frame rate.
/// At each frame tick it feeds the motion event due then, a `.tick` if the
/// model's deadline has come, and draws the frame; a frame whose cells did not
/// change writes no output. The same script and model give the same recording
/// on every run and machine.
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
        var session = DemoSession(contents: contents, settings: settings, factory: factory)
        for line in script.lines {
            if let quit = session.quitLine {
                if line.step.isExpectation {
                    session.failures.append(DemoExpectationFailure(
                        line: line.line, column: line.column,
                        message: "did not run: the model quit at line \(quit)"))
                }
                continue
            }
            try session.run(line)
        }
        session.finish()
        return DemoRecording(
            title: title, initialSize: session.initialSize ?? session.size,
            theme: DemoTheme.theme(named: session.initialTheme ?? session.settings.theme),
            events: session.events, marks: session.marks, finalFrame: session.currentFrame(),
            failures: session.failures, duration: DemoDuration(microseconds: session.now),
            framesRendered: session.framesRendered,
            expectationsChecked: script.lines.filter { $0.step.isExpectation }.count)
    }
}

extension DemoStep {
    /// Whether the step is an `Expect` line.
    var isExpectation: Bool {
        switch self {
        case .expectSelection, .expectLoupe, .expectScreenContains: return true
        default: return false
        }
    }

    /// Whether the step needs the model to exist (everything but set-up lines).
    var needsModel: Bool {
        switch self {
        case .size, .open, .set, .pointer: return false
        default: return true
        }
    }
}
