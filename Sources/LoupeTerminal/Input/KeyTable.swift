import LoupeCore

/// The key sequences terminals send, as data (xterm, VTE, kitty, tmux, the Linux console).
enum KeyTable {
    /// `CSI ... final` letters without a number: arrows, Home/End, F1-F4, back-tab.
    static let csiLetters: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "Z"): .tab,
        UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2), UInt8(ascii: "R"): .function(3),
        UInt8(ascii: "S"): .function(4),
    ]

    /// `CSI n ~` keys by their number.
    static let tildeKeys: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12), 25: .function(13), 26: .function(14), 28: .function(15),
        29: .function(16), 31: .function(17), 32: .function(18), 33: .function(19), 34: .function(20),
    ]

    /// `ESC O x` (application keypad mode).
    static func ss3(_ final: UInt8) -> Key? {
        if final == UInt8(ascii: "M") { return .enter }
        if final == UInt8(ascii: "Z") { return nil }
        return csiLetters[final]
    }

    /// xterm's modifier parameter: 1 + (1 shift, 2 alt, 4 ctrl, 8 meta).
    static func modifiers(_ parameter: Int) -> Modifiers {
        guard parameter > 1 else { return [] }
        let bits = parameter - 1
        var m: Modifiers = []
        if bits & 1 != 0 { m.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { m.insert(.alt) }
        if bits & 4 != 0 { m.insert(.ctrl) }
        return m
    }

    /// A key from a `CSI params final` sequence, or nil for sequences that are not keys (Insert, Delete, focus...).
    static func csi(params: [Int], final: UInt8, time: Instant) -> KeyEvent? {
        let mods = params.count >= 2 ? modifiers(params[1]) : []
        if final == UInt8(ascii: "~") {
            guard let key = tildeKeys[params[0]] else { return nil }
            return KeyEvent(key, modifiers: mods, time: time)
        }
        if final == UInt8(ascii: "u") {  // kitty / fixterms: CSI codepoint ; mods u
            return unicodeKey(params[0], modifiers: mods, time: time)
        }
        guard let key = csiLetters[final] else { return nil }
        let extra: Modifiers = final == UInt8(ascii: "Z") ? .shift : []
        return KeyEvent(key, modifiers: mods.union(extra), time: time)
    }

    private static func unicodeKey(_ code: Int, modifiers: Modifiers, time: Instant) -> KeyEvent? {
        switch code {
        case 13: return KeyEvent(.enter, modifiers: modifiers, time: time)
        case 9: return KeyEvent(.tab, modifiers: modifiers, time: time)
        case 27: return KeyEvent(.escape, modifiers: modifiers, time: time)
        case 127, 8: return KeyEvent(.backspace, modifiers: modifiers, time: time)
        default:
            guard code >= 0x20, code != 0x7F, !(0x80...0x9F).contains(code),
                  let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return KeyEvent(.character(Character(scalar)), modifiers: modifiers, time: time)
        }
    }
}
