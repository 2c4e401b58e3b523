import LoupeCore

extension ScriptBackend {
    /// Runs the next script line; returns its first batch of events, if it has one now.
    /// Lines after the program quit do not run (an expectation among them is a failure).
    mutating func runNextLine() -> [InputEvent]? {
        guard cursor < lines.count else {
            interruption = .end
            return nil
        }
        let line = lines[cursor]
        if let quit = quitLine {
            cursor += 1
            if line.step.isExpectation {
                failures.append(DemoExpectationFailure(line: line.line, column: line.column,
                                                       message: "did not run: the model quit at line \(quit)"))
            }
            return nil
        }
        if line.step.needsModel && !hasProgram {
            interruption = .needsProgram(line)
            return nil
        }
        cursor += 1
        currentLine = line.line
        switch line.step {
        case let .size(s):
            size = s
            guard hasProgram else { return nil }
            recorder.resize(at: time, to: s)
            batch.append(.resize(s, time: now))
        case let .open(path):
            guard let c = contents[path] else {
                interruption = .failed(DemoScriptError(line: line.line, column: line.column, message: "no content loaded for \"\(path)\""))
                return nil
            }
            content = c
            if hasProgram { interruption = .contentChanged }
        case let .set(s):
            change(s)
            if hasProgram { interruption = .settingsChanged }
        case let .pointer(on):
            pointerVisible = on
            recorder.screenMayHaveChanged()
        case let .sleep(d): startAdvance(by: d, to: nil)
        case let .mark(name): mark(name, line: line.line)
        case .expectSelection, .expectLoupe, .expectScreenContains: interruption = .expect(line)
        case let .terminal(report): batch.append(.terminal(report, time: now))
        case let .result(work, sequence):
            // A recorded result: the one the replayed work made and held back, now.
            if let held = heldResults.removeValue(forKey: HeldResult(work: work, sequence: sequence)) { batch.append(.result(held, time: now)) }
        default: runInput(line.step)
        }
        return takeBatch()
    }

    /// `Set`: the settings change; the frame rate restarts the frame ticks from now.
    mutating func change(_ setting: DemoSetting) {
        settings = settings.applying(setting)
        switch setting {
        case .frameRate:
            frameBase = clock
            frameIndex = 1
        case let .hover(on): hover = on
        default: break
        }
    }

    /// `Mark`: the frame at this moment is recorded, then the marker follows it.
    mutating func mark(_ name: String, line: Int) {
        renderFrame()
        recorder.mark(name, line: line, at: time, frame: currentFrame())
    }

    /// Starts letting `duration` pass frame by frame; with a target, the pointer moves from where it is to it.
    mutating func startAdvance(by duration: DemoDuration, to target: GridPoint?) {
        advance = Advance(begin: clock, end: clock + duration.microseconds, start: pointer, target: target)
    }

    /// The next frame tick of the stretch under way, with the motion due then (possibly none),
    /// or its end with the last motion: a batch either way, after which the loop ticks the
    /// program if its deadline has come. A frame tick's frame is recorded at the next turn.
    mutating func advanceStep() -> [InputEvent] {
        guard let a = advance else { return [] }
        var tick = nextTick()
        while tick <= a.begin {
            frameIndex += 1
            tick = nextTick()
        }
        if tick <= a.end {
            clock = tick
            frameIndex += 1
            if let target = a.target {
                motion(to: Self.interpolate(a.start, target, elapsed: clock - a.begin, total: a.end - a.begin))
            }
            recordAtNextTurn = true
        } else {
            clock = a.end
            if let target = a.target { motion(to: target) }
            advance = nil
        }
        return takeBatch() ?? []
    }

    /// The next frame tick after the current time.
    func nextTick() -> Int64 {
        frameBase + (frameIndex * 1_000_000) / Int64(max(1, settings.frameRate))
    }

    /// The point a fraction of the way from `a` to `b`, rounded to cells.
    static func interpolate(_ a: GridPoint, _ b: GridPoint, elapsed: Int64, total: Int64) -> GridPoint {
        guard total > 0 else { return b }
        let f = Double(elapsed) / Double(total)
        return GridPoint(column: a.column + Int((Double(b.column - a.column) * f).rounded()),
                         row: a.row + Int((Double(b.row - a.row) * f).rounded()))
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
