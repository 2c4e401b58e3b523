import LoupeCore
import LoupeRecording
import LoupeRuntime

/// What a probe model saw, shared with the test (models are values; the log is a reference).
final class ProbeLog {
    var events: [InputEvent] = []
    var created: [DemoSettings] = []
    var applied: [DemoSettings] = []

    /// Events without ticks and without the player's answers to copies: what the script made.
    var input: [InputEvent] {
        events.filter {
            switch $0 {
            case .tick, .copied, .result: return false
            default: return true
            }
        }
    }
    /// What the player's backend said of each copy (its demo clipboard takes them all).
    var copyOutcomes: [CopyOutcome] { events.compactMap { if case let .copied(outcome, _) = $0 { return outcome } else { return nil } } }
    var ticks: [Double] { events.compactMap { if case let .tick(t) = $0 { return t.milliseconds } else { return nil } } }
}

/// A test model: shows one line of text and a counter of events handled; answers with scripted deadlines and effects.
struct ProbeModel: DemoInspectable {
    let log: ProbeLog
    var size: GridSize
    var text: String
    /// Deadlines the model asks for, earliest first; one is consumed by each tick at or after it.
    var deadlines: [Double] = []
    /// Whether the frame shows how many events came (so every event changes the frame).
    var showCount = false
    var count = 0
    var selection: String?
    var loupe = false
    var effectsOnKey: [Key: [AppEffect]] = [:]

    init(log: ProbeLog, content: DemoContent, size: GridSize, settings: DemoSettings) {
        self.log = log
        self.size = size
        self.text = String(decoding: content.bytes, as: UTF8.self)
        log.created.append(settings)
    }

    var selectionText: String? { selection }
    var isLoupeVisible: Bool { loupe }

    mutating func handle(_ event: InputEvent) -> [AppEffect] {
        log.events.append(event)
        count += 1
        switch event {
        case let .tick(t): deadlines.removeAll { $0 <= t.milliseconds }
        case let .resize(s, _): size = s
        case let .mouse(m) where m.action == .press && m.button == .left: loupe = true
        case let .mouse(m) where m.action == .release:
            loupe = false
            selection = "sel@\(m.position.column),\(m.position.row)"
            return [.copy("copied@\(m.position.column)")]
        case let .key(k): return effectsOnKey[k.key] ?? []
        default: break
        }
        return []
    }

    func baseFrame() -> CellBuffer {
        var f = CellBuffer(size: size)
        f.write(text, column: 0, row: 0)
        if showCount { f.write("n=\(count)", column: 0, row: max(0, size.rows - 1)) }
        return f
    }

    func overlays() -> [FrameOverlay] {
        guard loupe else { return [] }
        var box = CellBuffer(columns: 3, rows: 1)
        box.write("[L]", column: 0, row: 0)
        return [FrameOverlay(origin: GridPoint(column: 0, row: 1), cells: box)]
    }

    func nextDeadline() -> Instant? { deadlines.first.map { Instant(milliseconds: $0) } }
}

/// The probe with `DemoConfigurable`, to check that settings reach it without a rebuild.
struct ConfigurableProbe: DemoConfigurable {
    var inner: ProbeModel
    mutating func apply(_ settings: DemoSettings) { inner.log.applied.append(settings) }
    mutating func handle(_ event: InputEvent) -> [AppEffect] { inner.handle(event) }
    func baseFrame() -> CellBuffer { inner.baseFrame() }
    func overlays() -> [FrameOverlay] { inner.overlays() }
    func nextDeadline() -> Instant? { inner.nextDeadline() }
}

/// Plays script text with a probe model over the content "hello".
func playProbe(_ text: String, log: ProbeLog = ProbeLog(), configure: @escaping (inout ProbeModel) -> Void = { _ in },
               configurable: Bool = false) throws -> DemoRecording {
    let script = try DemoScript(parsing: text)
    let player = DemoPlayer(script: script, contents: ["t.txt": DemoContent(name: "t.txt", bytes: Array("hello".utf8))]) {
        content, size, settings in
        var m = ProbeModel(log: log, content: content, size: size, settings: settings)
        configure(&m)
        return configurable ? ConfigurableProbe(inner: m) : m
    }
    return try player.play(title: "probe")
}

/// A mouse event, for comparisons.
func mouse(_ action: MouseAction, _ button: MouseButton = .left, _ c: Int, _ r: Int, _ ms: Double, _ mods: Modifiers = []) -> InputEvent {
    .mouse(MouseEvent(action, button, at: GridPoint(column: c, row: r), modifiers: mods, time: Instant(milliseconds: ms)))
}
