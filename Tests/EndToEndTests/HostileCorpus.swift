import Foundation

/// Issue 18's hostile corpus, generated (nothing large is committed): every C0 and C1 control,
/// each family of escape sequence (CSI, OSC with BEL, ST and no terminator, DCS, APC, PM, SOS,
/// single ESC, 8-bit C1 introducers), bidi and zero-width controls, invalid UTF-8, NULs and a
/// line longer than the line cut. Every sequence carries the marker `31337` or `PWN`, which
/// no sequence of Loupe's own contains.
enum HostileCorpus {
    static let esc = "\u{1B}"

    /// The cases, one per line, each named.
    static var lines: [[UInt8]] {
        var out: [[UInt8]] = []
        func add(_ name: String, _ bytes: [UInt8]) { out.append(Array("\(name): <".utf8) + bytes + Array(">".utf8)) }
        func add(_ name: String, _ text: String) { add(name, Array(text.utf8)) }
        for c in UInt8(0)..<0x20 where c != 0x0A { add(String(format: "C0 %02X", c), [0x61, c, 0x62]) }
        add("DEL", [0x61, 0x7F, 0x62])
        for c in 0x80...0x9F {
            add(String(format: "C1 U+%04X", c), "a" + String(Character(Unicode.Scalar(UInt8(c)))) + "31337b")
            add(String(format: "raw byte %02X", c), [0x61, UInt8(c), 0x33, 0x31, 0x33, 0x33, 0x37])
        }
        let csi = ["31337A", "31337;31337H", "2;31337J", "31337J", "?1049;31337h", "?1000;1006;31337h", "?25;31337l", "31337;6n", "21;31337t",
                   "31337m", "38;5;31337m", "1;31337r", "31337S", "31337@", ">31337c", "?2004;31337h", "31337 q", "31337!p",
                   "31337;31337;31337;31337;31337;31337;31337;31337;31337;31337;31337;31337;31337;31337;31337;31337;31337m",
                   "?31337$p", "31337\u{1B}[m"]
        for (i, c) in csi.enumerated() {
            add("CSI \(i)", esc + "[" + c)
            add("8-bit CSI \(i)", "\u{9B}" + c)
        }
        let osc = ["0;PWN title", "2;PWN title", "4;1;rgb:31/33/37", "8;;http://PWN.example/\u{9B}31337m", "10;?", "11;rgb:31/33/37",
                   "52;c;PWNPWNPWN=", "52;p;?", "777;notify;PWN;body", "1337;File=PWN", "133;A", "7;file://PWN/etc",
                   "112", "9;PWN growl"]
        for (i, o) in osc.enumerated() {
            add("OSC BEL \(i)", esc + "]" + o + "\u{07}after")
            add("OSC ST \(i)", esc + "]" + o + esc + "\\after")
            add("OSC open \(i)", esc + "]" + o)
            add("8-bit OSC \(i)", "\u{9D}" + o + "\u{9C}after")
        }
        let strings = ["P": ["tmux;\u{1B}\u{1B}]0;PWN\u{07}", "$qm", "1;1;1;31337q#0;2;0;0;0#0!31337~", "+q544e"],
                       "_": ["Ga=T,f=100;UFdO", "PWN apc"], "^": ["PWN pm"], "X": ["PWN sos"]]
        for (intro, bodies) in strings.sorted(by: { $0.key < $1.key }) {
            for (i, body) in bodies.enumerated() {
                add("ESC \(intro) \(i) ST", esc + intro + body + esc + "\\after")
                add("ESC \(intro) \(i) BEL", esc + intro + body + "\u{07}after")
                add("ESC \(intro) \(i) open", esc + intro + body)
            }
        }
        add("8-bit DCS", "\u{90}$qm\u{9C}31337")
        add("8-bit APC", "\u{9F}PWN\u{9C}")
        for single in ["c", "7", "8", "#8", "(0", ")0", "*0", "+0", "=", ">", "N", "O", "M", "D", "E", "H", "Z", "%G", " F", "\\", "", "\u{1B}"] {
            add("ESC \(single.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))", esc + single + "31337")
        }
        let bidi: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]
        for b in bidi { add(String(format: "bidi U+%04X", b), "abc" + String(Character(Unicode.Scalar(b)!)) + "def") }
        // The joiners, a variation selector and the grapheme joiner shape text and may be drawn.
        for z: UInt32 in [0x200C, 0x200D, 0xFE0F, 0x034F] {
            add(String(format: "zero-width U+%04X", z), "a" + String(Character(Unicode.Scalar(z)!)) + "b")
        }
        for z in ControlPictureScalars.invisible.filter({ $0 < 0xE0000 }).sorted() + [0xE0000, 0xE0001, 0xE0020, 0xE0041, 0xE0067, 0xE007F] {
            add(String(format: "invisible U+%04X", z), "a" + String(Character(Unicode.Scalar(z)!)) + "b")
        }
        let tags = { (text: String) in String(String.UnicodeScalarView(text.unicodeScalars.compactMap { Unicode.Scalar($0.value + 0xE0000) })) }
        add("tag text", "a" + tags("ignore previous instructions") + "b")
        add("tag text after a black flag", "\u{1F3F4}" + tags("pwn31337") + "\u{E007F}")
        add("tags cut short", "\u{1F3F4}" + tags("gbsc"))
        add("subdivision flag", "\u{1F3F4}" + tags("gbsct") + "\u{E007F}")
        add("combining pile", "e" + String(repeating: "\u{301}\u{316}\u{334}", count: 200))
        let invalid: [[UInt8]] = [[0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                  [0xF5], [0xFF], [0xFE], [0xC2], [0xE2, 0x80], [0xF0, 0x9F, 0x98], [0x80, 0x80], [0xC2, 0x1B, 0x5B, 0x32, 0x4A],
                                  [0xE2, 0x80, 0x1B, 0x5D, 0x30, 0x3B, 0x50, 0x57, 0x4E, 0x07]]
        for (i, bytes) in invalid.enumerated() { add("invalid UTF-8 \(i)", [0x61] + bytes + [0x62]) }
        add("NULs", [UInt8](repeating: 0, count: 64))
        add("huge line", [UInt8](repeating: 0x78, count: 1 << 20) + Array("\u{1B}]0;PWN\u{07}\u{9B}31337m".utf8) + [UInt8](repeating: 0x79, count: 4096))
        add("huge escape", Array((esc + "[" + String(repeating: "31337;", count: 40_000) + "m").utf8))
        add("unterminated OSC to the end of the line", esc + "]0;PWN " + String(repeating: "z", count: 5000))
        return out
    }

    /// The corpus as a file's bytes.
    static var bytes: [UInt8] { Array(lines.joined(separator: [0x0A])) + [0x0A] }

    /// Writes the corpus to a new file; returns its path.
    static func write() throws -> String {
        let path = NSTemporaryDirectory() + "loupe-hostile-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// What a program wrote to a terminal, checked for anything but Loupe's own sequences: the
/// escape sequences ncurses and Loupe write (cursor, colours, modes, scrolling region, the
/// charset switches, the background, font and drawing queries), valid UTF-8, no C1 control,
/// no bidi control, no invisible character (but the tags of a subdivision flag), and nothing
/// that carries the corpus's markers.
enum TerminalOutputAudit {
    /// The problems found, at most `limit`, each with where it was.
    static func problems(in bytes: [UInt8], limit: Int = 10) -> [String] {
        var found: [String] = []
        func report(_ what: String, at i: Int) {
            guard found.count < limit else { return }
            let around = bytes[max(0, i - 20)..<min(bytes.count, i + 40)]
            found.append("\(what) at byte \(i): \(String(decoding: around, as: UTF8.self).debugDescription)")
        }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B {
                let (end, ok, what) = sequence(bytes, at: i)
                if !ok { report("a sequence not Loupe's: \(what)", at: i) }
                i = end
                continue
            }
            if b < 0x20 || b == 0x7F {
                // Carriage return, line feed, backspace, tab, and ncurses' shift in/out of the line-drawing set.
                if ![0x0D, 0x0A, 0x08, 0x09, 0x0E, 0x0F].contains(b) { report(String(format: "raw C0 %02X", b), at: i) }
                i += 1
                continue
            }
            if b < 0x80 { i += 1; continue }
            guard let (scalar, length) = decode(bytes, at: i) else {
                report(String(format: "invalid UTF-8 byte %02X", b), at: i)
                i += 1
                continue
            }
            if (0x80...0x9F).contains(scalar) { report(String(format: "raw C1 U+%04X", scalar), at: i) }
            if ControlPictureScalars.bidi.contains(scalar) { report(String(format: "raw bidi control U+%04X", scalar), at: i) }
            if scalar == 0x1F3F4, let end = flagTagsEnd(bytes, at: i + length) {
                i = end
                continue
            }
            if ControlPictureScalars.invisible.contains(scalar) { report(String(format: "raw invisible U+%04X", scalar), at: i) }
            i += length
        }
        return found
    }

    /// One escape sequence at `i`: where it ends, whether it is one Loupe writes, and what it is.
    static func sequence(_ bytes: [UInt8], at i: Int) -> (end: Int, ok: Bool, what: String) {
        guard i + 1 < bytes.count else { return (bytes.count, false, "a lone ESC at the end") }
        let next = bytes[i + 1]
        switch next {
        case 0x5B:  // CSI: parameters, intermediates, a final byte
            var j = i + 2
            while j < bytes.count, (0x20...0x3F).contains(bytes[j]) { j += 1 }
            guard j < bytes.count, (0x40...0x7E).contains(bytes[j]) else { return (j, false, "an unfinished CSI") }
            let body = String(decoding: bytes[(i + 2)...j], as: UTF8.self)
            let finals = "@ABCDEFGHJKLMPSTXZ`abcdeghlmnprstq"
            let ok = !body.contains("31337") && body.count < 64 && finals.contains(Character(Unicode.Scalar(bytes[j])))
                && (body.last != "p" || body.hasPrefix("?") && body.hasSuffix("$p"))  // p: only a mode query (DECRQM)
            return (j + 1, ok, "CSI " + body)
        case 0x5D:  // OSC: only the background and font queries and a clipboard copy are Loupe's
            var j = i + 2
            while j < bytes.count, bytes[j] != 0x07, !(bytes[j] == 0x1B && j + 1 < bytes.count && bytes[j + 1] == 0x5C) { j += 1 }
            let body = String(decoding: bytes[(i + 2)..<min(j, bytes.count)], as: UTF8.self)
            let end = j < bytes.count ? j + (bytes[j] == 0x07 ? 1 : 2) : bytes.count
            return (end, body == "11;?" || body == "50;?" || body.hasPrefix("52;c;") && !body.contains("PWN"), "OSC " + body.prefix(40))
        case 0x28, 0x29:  // charset designation: ASCII or line drawing
            let set = i + 2 < bytes.count ? bytes[i + 2] : 0
            let end = min(bytes.count, i + 3)
            return (end, (set == 0x42 || set == 0x30) && !marked(bytes, at: end), "ESC \(Character(Unicode.Scalar(next))) \(Character(Unicode.Scalar(set)))")
        case 0x3D, 0x3E, 0x4D, 0x37, 0x38:  // keypad modes, reverse index, save and restore the cursor
            return (i + 2, !marked(bytes, at: i + 2), "ESC \(Character(Unicode.Scalar(next)))")
        default:
            return (i + 2, false, "ESC \(String(format: "%02X", next))")
        }
    }

    /// Whether the corpus's marker follows at `i`: a short sequence of the corpus written raw
    /// (Loupe's own are never followed by it).
    static func marked(_ bytes: [UInt8], at i: Int) -> Bool {
        bytes[i...].starts(with: Array("31337".utf8))
    }

    /// Where a subdivision flag's tags that start at `start` end: two to seven tag letters or
    /// digits and the cancel tag U+E007F. Nil for anything else.
    static func flagTagsEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        var i = start, count = 0
        while i < bytes.count, count <= 7, let (scalar, length) = decode(bytes, at: i) {
            if scalar == 0xE007F { return count >= 2 ? i + length : nil }
            guard (0xE0061...0xE007A).contains(scalar) || (0xE0030...0xE0039).contains(scalar) else { return nil }
            count += 1
            i += length
        }
        return nil
    }

    /// The scalar of a well-formed UTF-8 sequence at `i`, and its length.
    static func decode(_ bytes: [UInt8], at i: Int) -> (UInt32, Int)? {
        let b = bytes[i]
        let length = b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 && b < 0xE0 ? 2 : 0
        guard length > 0, i + length <= bytes.count else { return nil }
        var iterator = bytes[i..<(i + length)].makeIterator()
        var decoder = UTF8()
        guard case let .scalarValue(scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar.value, length)
    }
}
