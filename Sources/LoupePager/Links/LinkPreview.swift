import LoupeCore

/// A link's preview on screen: the bubble around the link expanding into the panel (opening) or
/// shrinking back (closing), over `duration` with ease-out; an interruption reverses it from
/// where it is. Also the highlighted action.
public struct LinkPreview: Hashable, Sendable {
    /// The link.
    public internal(set) var link: ScreenLink
    /// Opening (toward the panel) or closing (back into the link).
    public internal(set) var opening: Bool
    /// The highlighted action (`actions`).
    public internal(set) var action = 0
    /// Linear progress when the current direction began, and when.
    var from: Double
    var since: Instant

    /// The panel's actions.
    public static let actions = ["Open", "Copy link", "Copy text"]
    /// How many of a file's lines a path's preview shows.
    public static let excerptRows = 5
    /// How long the expansion takes, in milliseconds.
    public static let duration = 250.0

    /// A preview of `link` beginning to open at `now`.
    init(link: ScreenLink, now: Instant) {
        self.link = link
        opening = true
        from = 0
        since = now
    }

    /// Linear progress at an instant: 0 the bubble, 1 the panel.
    public func progress(at now: Instant) -> Double {
        let step = max(0, now.milliseconds(since: since)) / Self.duration
        return opening ? min(1, from + step) : max(0, from - step)
    }

    /// Progress eased out, for drawing.
    public func eased(at now: Instant) -> Double { Easing.easeOut(progress(at: now)) }

    /// Whether it still moves at an instant.
    public func isAnimating(at now: Instant) -> Bool {
        let p = progress(at: now)
        return opening ? p < 1 : p > 0
    }

    /// The same preview turned toward the other end from where it is at `now`.
    func reversed(at now: Instant) -> LinkPreview {
        var r = self
        r.from = progress(at: now)
        r.since = now
        r.opening.toggle()
        return r
    }

    /// The panel's lines: a heading of the scheme and the host (or the kind), the target wrapped
    /// to `width`, rows for a path's file lines when `files`, and for an OSC 8
    /// link its text, with a warning when the text shows another host.
    public func lines(width: Int, files: Bool = false) -> [String] {
        var out: [String] = []
        let kind: String = switch link.origin {
        case .hyperlink: "hyperlink"
        case let .detected(k): k.rawValue
        }
        // The heading (drawn bold): the scheme and the host, what decides where it goes.
        if let scheme = link.scheme, let host = link.host {
            out.append("\(scheme) · \(host)")
        } else {
            out.append(link.scheme.map { "\($0) \(kind)" } ?? kind)
        }
        var rest = Substring(link.target)
        let w = max(8, width)
        while !rest.isEmpty {
            out.append(String(rest.prefix(w)))
            rest = rest.dropFirst(w)
        }
        if case .hyperlink = link.origin { out.append("text: " + link.text) }
        if let shown = link.misleadingText { out.append("⚠ the text shows \(shown), the link goes elsewhere") }
        // A path's panel keeps rows for the file's lines (the view fills them, see `PagerView`).
        // Blank, but as wide as the lines may be, so the panel is laid out for them.
        if files, case .detected(.path) = link.origin { out += Array(repeating: String(repeating: " ", count: w), count: Self.excerptRows) }
        return out
    }
}
