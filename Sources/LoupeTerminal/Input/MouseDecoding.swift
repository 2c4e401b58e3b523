import LoupeCore

/// Decodes the button code of a mouse report (the same bits in SGR and X10).
///
/// Bits: 0-1 button (0 left, 1 middle, 2 right, 3 none/release), 4 shift,
/// 8 alt, 16 ctrl, 32 motion, 64 wheel (64 up, 65 down, 66/67 sideways),
/// 128 buttons 8-11 (ignored).
enum MouseDecoding {
    static func modifiers(_ code: Int) -> Modifiers {
        var m: Modifiers = []
        if code & 4 != 0 { m.insert(.shift) }
        if code & 8 != 0 { m.insert(.alt) }
        if code & 16 != 0 { m.insert(.ctrl) }
        return m
    }

    static func button(_ low: Int) -> MouseButton {
        switch low {
        case 0: return .left
        case 1: return .middle
        case 2: return .right
        default: return .none
        }
    }

    /// The button and action of a code; `release` is SGR's final `m`. Nil for sideways wheel and extra buttons.
    static func action(code: Int, release: Bool, lastButton: MouseButton) -> (MouseButton, MouseAction)? {
        guard code >= 0, code & 128 == 0 else { return nil }
        let low = code & 3
        if code & 64 != 0 {
            guard !release, low < 2 else { return nil }
            return (low == 0 ? .wheelUp : .wheelDown, .press)
        }
        if code & 32 != 0 { return low == 3 ? (.none, .move) : (button(low), .drag) }
        if release { return (low == 3 ? lastButton : button(low), .release) }
        return low == 3 ? (lastButton, .release) : (button(low), .press)
    }

    /// An SGR report; `x`/`y` are one-based cells, or one-based pixels when `cellPixels` is given.
    static func sgr(code: Int, x: Int, y: Int, release: Bool, lastButton: MouseButton,
                    cellPixels: (Int, Int)?, time: Instant) -> MouseEvent? {
        guard let (button, action) = action(code: code, release: release, lastButton: lastButton) else { return nil }
        let position: GridPoint
        var sub: SubCellPosition?
        if let (cw, ch) = cellPixels {
            let px = x - 1, py = y - 1
            let column = floorDiv(px, cw), row = floorDiv(py, ch)
            position = GridPoint(column: column, row: row)
            sub = SubCellPosition(x: Double(px - column * cw) / Double(cw), y: Double(py - row * ch) / Double(ch))
        } else {
            position = GridPoint(column: x - 1, row: y - 1)
        }
        return MouseEvent(action, button, at: position, subCell: sub, modifiers: modifiers(code), time: time)
    }

    /// An X10 report (`ESC [ M` then three bytes, each value + 32); coordinates one-based, at most 223.
    static func x10(code: Int, x: Int, y: Int, lastButton: MouseButton, time: Instant) -> MouseEvent? {
        guard let (button, action) = action(code: code, release: false, lastButton: lastButton) else { return nil }
        return MouseEvent(action, button, at: GridPoint(column: x - 1, row: y - 1), modifiers: modifiers(code), time: time)
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}
