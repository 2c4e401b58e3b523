import LoupeCore

/// Turns the bytes a terminal sends into keys, mouse events and replies (pure: no I/O).
///
/// Bytes may arrive split anywhere: an incomplete sequence waits in the decoder
/// for the next `feed`. A lone ESC stays pending until more bytes come or the
/// caller calls `flush` after a short timeout (then it is the Esc key). Mouse
/// reports are decoded one by one — SGR `ESC [ < b ; x ; y M/m` (any column,
/// pixels in SGR-Pixels mode) and X10 `ESC [ M b x y` as a fallback — so
/// several in one read are never merged. Replies to the start-up queries become
/// replies, never keys: OSC 11 and OSC 50, XTVERSION's DCS, DA1, and a cursor
/// position report while one is awaited (`positionReportAwaitedUntil`; a DA1 reply
/// ends the wait: a terminal answers in order). Unknown or malformed sequences are
/// dropped; no input crashes the decoder or makes it hold more than a few bytes.
public struct InputDecoder: Sendable {
    /// The size of a cell in pixels, when known (from TIOCGWINSZ or a `CSI 6 ; h ; w t` reply).
    public var cellPixelSize: (width: Int, height: Int)? {
        get { cellPixels.map { ($0.0, $0.1) } }
        set { cellPixels = newValue.flatMap { $0.width > 0 && $0.height > 0 ? ($0.width, $0.height) : nil } }
    }
    /// Whether SGR reports carry pixels (mode 1016 confirmed set); switched by the decoder itself
    /// when it reads a DECRPM for 1016, so reports after the reply in the same read are right.
    public var sgrPixels = false
    /// Until when a cursor position report is expected (`CSI 6 n` sent): one that comes by then
    /// is a `.cursorPosition`, not shift+F3. The report, a DA1 reply or the time passing ends the wait.
    public var positionReportAwaitedUntil: Instant?

    private var cellPixels: (Int, Int)?
    private var buffer: [UInt8] = []
    private var lastButton: MouseButton = .left
    /// The longest escape sequence kept; longer ones are dropped.
    static let maxSequence = 64
    /// The longest OSC or DCS reply kept (a font's XLFD name is about 70 bytes); longer ones are dropped.
    static let maxReply = 256

    /// Creates a decoder.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence (call `flush` after a timeout).
    public var hasPending: Bool { !buffer.isEmpty }

    /// Decodes bytes read at `time`; returns everything complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>, at time: Instant) -> [DecodedInput] {
        buffer.append(contentsOf: bytes)
        return drain(at: time, final: false)
    }

    /// Decodes what is pending as if no more bytes will come: a lone ESC becomes the Esc key.
    public mutating func flush(at time: Instant) -> [DecodedInput] {
        drain(at: time, final: true)
    }

    private mutating func drain(at time: Instant, final: Bool) -> [DecodedInput] {
        var out: [DecodedInput] = []
        var i = 0
        while i < buffer.count {
            switch parse(at: i, time: time) {
            case let .complete(consumed, input):
                if let input { out.append(input); note(input) }
                i += consumed
            case .incomplete:
                guard final else {
                    buffer.removeFirst(i)
                    return out
                }
                // Nothing more is coming: ESC alone is Esc, ESC + byte is alt+key, the rest is dropped.
                if buffer[i] == 0x1B {
                    out.append(.key(KeyEvent(.escape, time: time)))
                    i += 1
                } else {
                    i += 1
                }
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return out
    }

    /// Keeps the state that later bytes depend on: the last pressed button (X10 releases) and pixel mode.
    private mutating func note(_ input: DecodedInput) {
        switch input {
        case let .mouse(m) where m.action == .press && m.button != .wheelUp && m.button != .wheelDown:
            lastButton = m.button
        case let .modeReport(mode, value) where mode == 1016:
            sgrPixels = value == 1 || value == 3
        case let .cellPixelSize(w, h):
            cellPixelSize = (w, h)
        case .cursorPosition, .deviceAttributes:
            positionReportAwaitedUntil = nil
        default: break
        }
    }

    enum Step {
        case complete(Int, DecodedInput?)
        case incomplete
    }

    private func parse(at i: Int, time: Instant) -> Step {
        let b = buffer[i]
        if b != 0x1B { return parsePlain(at: i, time: time, modifiers: []) }
        guard i + 1 < buffer.count else { return .incomplete }
        let next = buffer[i + 1]
        switch next {
        case UInt8(ascii: "["): return parseCSI(at: i, time: time)
        case UInt8(ascii: "O"): return parseSS3(at: i, time: time)
        case UInt8(ascii: "]") where isOSCReply(at: i + 2): return parseOSC(at: i)
        case UInt8(ascii: "P") where isVersionReply(at: i + 2): return parseDCS(at: i)
        case 0x1B: return .complete(1, .key(KeyEvent(.escape, time: time)))
        default:
            switch parsePlain(at: i + 1, time: time, modifiers: .alt) {
            case let .complete(n, input): return .complete(n + 1, input)
            case .incomplete: return .incomplete
            }
        }
    }

    /// A key outside escape sequences: ASCII, a control byte or a UTF-8 character.
    private func parsePlain(at i: Int, time: Instant, modifiers: Modifiers) -> Step {
        let b = buffer[i]
        func key(_ k: Key, _ extra: Modifiers = []) -> Step {
            .complete(1, .key(KeyEvent(k, modifiers: modifiers.union(extra), time: time)))
        }
        switch b {
        case 0x0D, 0x0A: return key(.enter)
        case 0x09: return key(.tab)
        case 0x08, 0x7F: return key(.backspace)
        case 0x00: return key(.character(" "), .ctrl)
        case 0x01...0x1A: return key(.character(Character(Unicode.Scalar(b + 0x60))), .ctrl)
        case 0x1C...0x1F: return key(.character(Character(Unicode.Scalar(b + 0x40))), .ctrl)
        case 0x20...0x7E: return key(.character(Character(Unicode.Scalar(b))))
        default: return parseUTF8(at: i, time: time, modifiers: modifiers)
        }
    }

    private func parseUTF8(at i: Int, time: Instant, modifiers: Modifiers) -> Step {
        let b = buffer[i]
        let length: Int
        switch b {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .complete(1, nil)  // stray continuation or invalid lead byte
        }
        var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length {
            guard i + k < buffer.count else { return .incomplete }
            let c = buffer[i + k]
            guard c & 0xC0 == 0x80 else { return .complete(k, nil) }
            value = value << 6 | UInt32(c & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), value >= 0xA0 else { return .complete(length, nil) }
        return .complete(length, .key(KeyEvent(.character(Character(scalar)), modifiers: modifiers, time: time)))
    }

    /// Whether the bytes from `j` on start like a reply to Loupe's OSC queries (`10;`, `11;`
    /// colours, `50;` the font): only then is `ESC ]` an OSC reply rather than alt+`]`. Unsure (too few bytes yet): yes.
    private func isOSCReply(at j: Int) -> Bool { startsLike(["10;", "11;", "50;"], at: j) }

    /// Whether the bytes from `j` on start like XTVERSION's reply (`>|`): only then is `ESC P`
    /// a DCS reply rather than alt+P. Unsure (too few bytes yet): yes.
    private func isVersionReply(at j: Int) -> Bool { startsLike([">|"], at: j) }

    private func startsLike(_ prefixes: [String], at j: Int) -> Bool {
        let available = buffer[j..<min(buffer.count, j + 3)]
        return prefixes.contains { prefix in
            let bytes = Array(prefix.utf8)
            return available.count >= bytes.count ? available.starts(with: bytes) : bytes.starts(with: available)
        }
    }

    /// `ESC P >| text` ended by `ESC \` (or BEL): XTVERSION's reply; more than `maxReply` bytes is dropped.
    private func parseDCS(at i: Int) -> Step {
        var j = i + 4
        while j < buffer.count {
            let c = buffer[j]
            if c == 0x07 || c == 0x1B {
                if c == 0x1B { guard j + 1 < buffer.count else { return .incomplete } }
                let end = c == 0x1B && buffer[j + 1] == UInt8(ascii: "\\") ? j + 2 : c == 0x07 ? j + 1 : j
                let text = String(decoding: buffer[(i + 4)..<j], as: UTF8.self)
                return .complete(end - i, .version(text))
            }
            j += 1
            if j - i > InputDecoder.maxReply { return .complete(j - i, nil) }
        }
        return .incomplete
    }

    private static func oscReply(_ body: [UInt8]) -> DecodedInput? {
        if body.starts(with: Array("50;".utf8)) {
            let name = String(decoding: body.dropFirst(3), as: UTF8.self)
            return name.isEmpty ? nil : .font(name)
        }
        return OSCColor.background(body)
    }

    /// `ESC ] Ps ; text` ended by BEL or `ESC \`: a colour reply (`OSC 11 ; rgb:...`) becomes
    /// `.defaultBackground`, a font reply (`OSC 50 ; name`) `.font`, anything else is dropped; more than `maxReply` bytes is dropped too.
    private func parseOSC(at i: Int) -> Step {
        var j = i + 2
        while j < buffer.count {
            let c = buffer[j]
            if c == 0x07 { return .complete(j + 1 - i, InputDecoder.oscReply(Array(buffer[(i + 2)..<j]))) }
            if c == 0x1B {
                guard j + 1 < buffer.count else { return .incomplete }
                let end = buffer[j + 1] == UInt8(ascii: "\\") ? j + 2 : j
                return .complete(end - i, InputDecoder.oscReply(Array(buffer[(i + 2)..<j])))
            }
            j += 1
            if j - i > InputDecoder.maxReply { return .complete(j - i, nil) }
        }
        return .incomplete
    }

    /// `ESC O x`: arrows, Home/End and F1-F4 in application keypad mode.
    private func parseSS3(at i: Int, time: Instant) -> Step {
        guard i + 2 < buffer.count else { return .incomplete }
        let key = KeyTable.ss3(buffer[i + 2])
        return .complete(3, key.map { .key(KeyEvent($0, time: time)) })
    }

    /// `ESC [ ...`: mouse reports, replies and keys.
    private func parseCSI(at i: Int, time: Instant) -> Step {
        let start = i + 2
        guard start < buffer.count else { return .incomplete }
        if buffer[start] == UInt8(ascii: "M") {
            guard start + 3 < buffer.count else { return .incomplete }
            let event = MouseDecoding.x10(code: Int(buffer[start + 1]) - 32, x: Int(buffer[start + 2]) - 32,
                                          y: Int(buffer[start + 3]) - 32, lastButton: lastButton, time: time)
            return .complete(start + 4 - i, event.map { .mouse($0) })
        }
        var j = start
        while j < buffer.count {
            let c = buffer[j]
            if c >= 0x40 && c <= 0x7E { break }
            guard c >= 0x20 && c <= 0x3F else { return .complete(j - i, nil) }  // malformed: drop up to here
            j += 1
            if j - i > InputDecoder.maxSequence { return .complete(j - i, nil) }
        }
        guard j < buffer.count else { return .incomplete }
        let body = Array(buffer[start..<j])
        return .complete(j + 1 - i, interpretCSI(body: body, final: buffer[j], time: time))
    }

    private func interpretCSI(body: [UInt8], final: UInt8, time: Instant) -> DecodedInput? {
        let prefix = body.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let intermediates = body.filter { (0x20...0x2F).contains($0) }
        let paramBytes = body.drop { (0x3C...0x3F).contains($0) }.filter { (0x30...0x3B).contains($0) }
        let params = CSIParameters.parse(paramBytes)
        if prefix == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), params.count >= 3 {
            let pixels = sgrPixels ? cellPixels : nil
            return MouseDecoding.sgr(code: params[0], x: params[1], y: params[2], release: final == UInt8(ascii: "m"),
                                     lastButton: lastButton, cellPixels: pixels, time: time).map { .mouse($0) }
        }
        if prefix == UInt8(ascii: "?"), intermediates == [UInt8(ascii: "$")], final == UInt8(ascii: "y"), params.count >= 2 {
            return .modeReport(mode: params[0], value: params[1])
        }
        if prefix == nil, final == UInt8(ascii: "t"), params.count >= 3, params[0] == 6 {
            return .cellPixelSize(width: params[2], height: params[1])
        }
        if prefix == UInt8(ascii: "?"), intermediates.isEmpty, final == UInt8(ascii: "c") {
            return .deviceAttributes
        }
        if final == UInt8(ascii: "R"), intermediates.isEmpty, params.count >= 2,
           prefix == UInt8(ascii: "?") || prefix == nil && positionReportAwaitedUntil.map({ time <= $0 }) == true {
            return .cursorPosition(row: params[0], column: params[1])
        }
        if body.isEmpty, final == UInt8(ascii: "I") || final == UInt8(ascii: "O") {
            return .focus(final == UInt8(ascii: "I"))
        }
        guard prefix == nil, intermediates.isEmpty else { return nil }
        return KeyTable.csi(params: params, final: final, time: time).map { .key($0) }
    }
}

/// Numeric parameters of a control sequence: missing ones are 0, huge ones are capped.
enum CSIParameters {
    static func parse(_ bytes: [UInt8]) -> [Int] {
        var out: [Int] = []
        var current = 0
        for b in bytes {
            if b == UInt8(ascii: ";") || b == UInt8(ascii: ":") {
                out.append(current)
                current = 0
            } else if b >= 0x30 && b <= 0x39 {
                current = min(current * 10 + Int(b - 0x30), 1_000_000)
            }
        }
        out.append(current)
        return out
    }
}
