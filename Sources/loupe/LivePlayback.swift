import LoupeCore
import LoupeRecording
import LoupeRuntime
import LoupeTerminal

/// Plays a recording in the current terminal in real time: the alternate screen, the cursor hidden,
/// `q` (or Esc, or Ctrl-C) stops it, and the terminal is restored on every way out (`RawTerminal`).
enum LivePlayback {
    /// How long the last frame stays after the script ends.
    static let holdMilliseconds = 1500.0

    static func play(_ recording: DemoRecording, clock: any LoupeClock = MonotonicClock()) throws {
        let terminal: RawTerminal
        do {
            terminal = try RawTerminal(enter: "\u{1B}[?1049h", reset: "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        } catch {
            throw CommandFailure("live playback needs a terminal (\(error)); use --record OUT.cast to render without one")
        }
        defer { terminal.close() }
        try checkSize(terminal.size, recording)
        let start = clock.now
        for event in recording.events {
            guard case let .output(time, bytes) = event else { continue }
            if waitForQuit(terminal, clock: clock, until: start.adding(milliseconds: time.milliseconds)) { return }
            terminal.write(bytes)
        }
        _ = waitForQuit(terminal, clock: clock, until: start.adding(milliseconds: recording.duration.milliseconds + holdMilliseconds))
    }

    /// Refuses to play in a terminal smaller than the largest size the script uses (the frames would wrap).
    static func checkSize(_ size: GridSize?, _ recording: DemoRecording) throws {
        guard let size else { return }
        var needed = recording.initialSize
        for case let .resize(_, s) in recording.events {
            needed = GridSize(columns: max(needed.columns, s.columns), rows: max(needed.rows, s.rows))
        }
        if size.columns < needed.columns || size.rows < needed.rows {
            throw CommandFailure("the script needs a \(needed) terminal and this one is \(size.columns)x\(size.rows): "
                + "make it larger, or render with --record OUT.cast")
        }
    }

    /// Waits until an instant; true if the user pressed q, Q, Esc or Ctrl-C meanwhile.
    static func waitForQuit(_ terminal: RawTerminal, clock: any LoupeClock, until deadline: Instant) -> Bool {
        while true {
            let left = deadline.milliseconds(since: clock.now)
            if left <= 0 { return false }
            if let byte = terminal.readByte(within: Int32(min(left, 1000).rounded(.up))),
               [UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x1B, 0x03].contains(byte) {
                return true
            }
        }
    }
}
