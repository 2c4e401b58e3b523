import LoupeCore

/// One timed event of a recording, in asciicast terms.
public enum DemoRecordingEvent: Hashable, Sendable {
    /// Bytes for the terminal (`o`).
    case output(at: DemoDuration, String)
    /// A marker (`m`).
    case marker(at: DemoDuration, String)
    /// The terminal changed size (`r`).
    case resize(at: DemoDuration, GridSize)

    /// When it happens, from the start of the recording.
    public var time: DemoDuration {
        switch self {
        case let .output(t, _), let .marker(t, _), let .resize(t, _): return t
        }
    }
}

/// The frame at a `Mark` line.
public struct DemoMarkFrame: Hashable, Sendable {
    /// The marker's name.
    public var name: String
    /// The script line of the mark.
    public var line: Int
    /// The frame shown at that moment (with the pointer mark).
    public var frame: CellBuffer
}

/// An `Expect` line that did not hold.
public struct DemoExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    /// 1-based script line.
    public var line: Int
    /// 1-based column of the expectation's argument.
    public var column: Int
    /// What was expected and what was found instead.
    public var message: String

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}

/// Everything a played script produced: the timed output, marks, final frame and failed expectations.
public struct DemoRecording: Hashable, Sendable {
    /// The recording's title (the script's name).
    public var title: String
    /// The terminal size at the first frame.
    public var initialSize: GridSize
    /// The colour theme at the first frame.
    public var theme: DemoTheme
    /// Output, markers and resizes in time order.
    public var events: [DemoRecordingEvent]
    /// The frame at each `Mark`, in order.
    public var marks: [DemoMarkFrame]
    /// The last frame shown.
    public var finalFrame: CellBuffer
    /// The `Expect` lines that did not hold (empty when all held).
    public var failures: [DemoExpectationFailure]
    /// The virtual time at the end of the script.
    public var duration: DemoDuration
    /// Frames the player rendered (for measurements).
    public var framesRendered: Int
    /// How many `Expect` lines were checked (held or not).
    public var expectationsChecked: Int

    /// All output bytes concatenated: what a terminal receives over the whole recording.
    public var outputStream: String {
        var s = ""
        for case let .output(_, text) in events { s += text }
        return s
    }
}
