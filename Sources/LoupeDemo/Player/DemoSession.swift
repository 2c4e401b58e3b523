import LoupeCore

/// The state of one playback: virtual clock, model, pointer, and what has been recorded so far.
struct DemoSession {
    let contents: [String: DemoContent]
    let factory: DemoModelFactory
    var settings: DemoSettings

    /// Virtual time in microseconds.
    var now: Int64 = 0
    /// Frame ticks are `frameBase + k * 1e6 / frameRate` for k = frameIndex, frameIndex + 1, ...
    var frameBase: Int64 = 0
    var frameIndex: Int64 = 1

    var size = DemoScript.defaultSize
    var content: DemoContent?
    var model: (any InteractiveModel)?
    var initialSize: GridSize?
    var initialTheme: String?

    var pointer = GridPoint(column: 0, row: 0)
    var pointerVisible = false
    var held: (button: MouseButton, modifiers: Modifiers)?
    var hover: Bool
    var lastCopy: String?
    var quitLine: Int?
    var currentLine = 0

    var encoder = ANSIFrameEncoder()
    var dirty = true
    var framesRendered = 0
    var events: [DemoRecordingEvent] = []
    var marks: [DemoMarkFrame] = []
    var failures: [DemoExpectationFailure] = []

    init(contents: [String: DemoContent], settings: DemoSettings, factory: @escaping DemoModelFactory) {
        self.contents = contents
        self.settings = settings
        self.factory = factory
        self.hover = settings.hover
    }

    var instant: Instant { Instant(milliseconds: Double(now) / 1000) }
    var time: DemoDuration { DemoDuration(microseconds: now) }

    /// Runs one script line.
    mutating func run(_ line: DemoScriptLine) throws(DemoScriptError) {
        currentLine = line.line
        if line.step.needsModel && model == nil { try createModel(line) }
        switch line.step {
        case let .size(s): resize(to: s)
        case let .open(path):
            guard let c = contents[path] else {
                throw DemoScriptError(line: line.line, column: line.column, message: "no content loaded for \"\(path)\"")
            }
            content = c
            if model != nil { rebuildModel() }
        case let .set(s): change(s)
        case let .pointer(on):
            pointerVisible = on
            dirty = true
        case let .sleep(d): advance(by: d, from: pointer, to: nil)
        case let .mark(name): mark(name, line: line.line)
        case .expectSelection, .expectLoupe, .expectScreenContains: expect(line)
        default: runInput(line.step)
        }
    }

    /// Creates the model at the first line that needs it; that moment is the recording's first frame.
    mutating func createModel(_ line: DemoScriptLine) throws(DemoScriptError) {
        guard content != nil else {
            throw DemoScriptError(line: line.line, column: 1, message: "this line needs content: put an Open FILE line before it")
        }
        initialSize = size
        initialTheme = settings.theme
        pointer = GridPoint(column: size.columns / 2, row: size.rows / 2)
        rebuildModel()
        renderFrame()
    }

    mutating func rebuildModel() {
        guard let content else { return }
        model = factory(content, size, settings)
        dirty = true
    }

    mutating func change(_ setting: DemoSetting) {
        settings = settings.applying(setting)
        switch setting {
        case .frameRate:
            frameBase = now
            frameIndex = 1
        case let .hover(on): hover = on
        default: break
        }
        guard var m = model else { return }
        if var configurable = m as? any DemoConfigurable {
            configurable.apply(settings)
            m = configurable
            model = m
            dirty = true
        } else {
            rebuildModel()
        }
    }

    mutating func resize(to newSize: GridSize) {
        size = newSize
        guard model != nil else { return }
        send(.resize(newSize, time: instant))
        events.append(.resize(at: time, newSize))
        encoder.invalidate()
        dirty = true
    }

    /// Feeds one event to the model and acts on its effects.
    mutating func send(_ event: InputEvent) {
        guard var m = model else { return }
        let effects = m.handle(event)
        model = m
        dirty = true
        for effect in effects {
            switch effect {
            case let .copy(text): lastCopy = text
            case .quit: if quitLine == nil { quitLine = currentLine }
            case let .setHoverTracking(on): hover = on
            case .bell: break
            }
        }
    }

    /// Feeds a `.tick` when the model's deadline has come.
    mutating func tickIfDue() {
        guard let deadline = model?.nextDeadline(), deadline <= instant else { return }
        send(.tick(instant))
    }

    /// The frame as shown now: the model's frame with the pointer mark.
    func currentFrame() -> Frame {
        guard let model else { return Frame(size: size) }
        var frame = model.frame()
        if pointerVisible { PointerMark.draw(on: &frame, at: pointer) }
        return frame
    }

    /// Draws the frame and records the bytes that changed, if anything may have changed.
    mutating func renderFrame() {
        guard dirty, model != nil else { return }
        dirty = false
        framesRendered += 1
        let bytes = encoder.encode(currentFrame())
        if !bytes.isEmpty { events.append(.output(at: time, bytes)) }
    }

    /// The next frame tick after the current time.
    func nextTick() -> Int64 {
        frameBase + (frameIndex * 1_000_000) / Int64(max(1, settings.frameRate))
    }

    /// Lets `duration` pass frame by frame; with a target, the pointer moves from `start` to it on the way.
    mutating func advance(by duration: DemoDuration, from start: GridPoint, to target: GridPoint?) {
        let begin = now
        let end = now + duration.microseconds
        while true {
            var tick = nextTick()
            while tick <= begin { frameIndex += 1; tick = nextTick() }
            guard tick <= end else { break }
            now = tick
            frameIndex += 1
            if let target {
                motion(to: DemoSession.interpolate(start, target, elapsed: now - begin, total: end - begin))
            }
            tickIfDue()
            renderFrame()
        }
        now = end
        if let target { motion(to: target) }
        tickIfDue()
    }

    /// The point a fraction of the way from `a` to `b`, rounded to cells.
    static func interpolate(_ a: GridPoint, _ b: GridPoint, elapsed: Int64, total: Int64) -> GridPoint {
        guard total > 0 else { return b }
        let f = Double(elapsed) / Double(total)
        return GridPoint(column: a.column + Int((Double(b.column - a.column) * f).rounded()),
                         row: a.row + Int((Double(b.row - a.row) * f).rounded()))
    }

    /// Ends the recording: the last frame is drawn at the final time.
    mutating func finish() {
        if model == nil, content != nil {
            initialSize = size
            initialTheme = settings.theme
            rebuildModel()
        }
        renderFrame()
    }
}
