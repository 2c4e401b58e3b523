import LoupeCore

/// Writes a recording as asciicast v2: a header line, then one `[time, code, data]` line per event.
///
/// The output is a pure function of the recording: keys sorted, times as
/// seconds with six decimals from the virtual clock, a fixed `env`, no
/// timestamp, so the same script gives the same bytes on every machine.
public enum AsciicastWriter {
    /// The fixed environment written in every header.
    public static let environment = ["TERM": "xterm-256color", "SHELL": "/bin/sh"]

    /// The whole file: header and events, each line ending in a newline.
    public static func encode(_ recording: DemoRecording) -> String {
        var out = header(recording) + "\n"
        for event in recording.events { out += line(event) + "\n" }
        return out
    }

    /// The header line.
    public static func header(_ recording: DemoRecording) -> String {
        let theme = recording.theme
        let themeObject = JSONText.object([
            "fg": JSONText.string(theme.foreground),
            "bg": JSONText.string(theme.background),
            "palette": JSONText.string(theme.palette.joined(separator: ":")),
        ])
        let env = JSONText.object(environment.mapValues { JSONText.string($0) })
        return JSONText.object([
            "version": "2",
            "width": String(recording.initialSize.columns),
            "height": String(recording.initialSize.rows),
            "title": JSONText.string(recording.title),
            "env": env,
            "theme": themeObject,
        ])
    }

    /// One event line.
    public static func line(_ event: DemoRecordingEvent) -> String {
        let (code, data): (String, String)
        switch event {
        case let .output(_, text): (code, data) = ("o", text)
        case let .marker(_, name): (code, data) = ("m", name)
        case let .resize(_, size): (code, data) = ("r", "\(size.columns)x\(size.rows)")
        }
        let t = DemoDuration.formatSeconds(microseconds: event.time.microseconds)
        return "[\(t), \(JSONText.string(code)), \(JSONText.string(data))]"
    }
}
