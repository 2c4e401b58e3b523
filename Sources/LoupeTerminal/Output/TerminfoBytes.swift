import CNCursesW
import Glibc

/// Terminal bytes made as ncurses would send them, collected into an array instead of sent:
/// terminfo strings with their padding (`tputs`), and attribute and colour changes from ncurses'
/// own `vid_puts`, which also updates what ncurses believes the terminal's attributes are. For
/// bytes the backend writes itself (`FirstFrameBytes`, `ClusterBytes`). Interface thread only, as ncurses is.
enum TerminfoBytes {
    /// Appends a terminfo string as ncurses sends it (its padding worked out by `tputs`).
    static func put(_ string: UnsafePointer<CChar>, lines: Int = 1, to out: inout [UInt8]) {
        collect(into: &out) { _ = tputs(string, Int32(lines), $0) }
    }

    /// Appends the cursor move to a cell (terminfo's `cup`); false when it cannot be made.
    static func move(_ cup: UnsafePointer<CChar>, row: Int, column: Int, to out: inout [UInt8]) -> Bool {
        // ECMA-48's CUP, which nearly every entry has: its digits written here, the same bytes
        // as `tiparm` and `tputs` make (no padding in it) for a 50th of the instructions.
        if row >= 0, column >= 0, strcmp(cup, ecma48CUP) == 0 {
            out.append(0x1B)
            out.append(0x5B)
            decimal(row + 1, to: &out)
            out.append(0x3B)
            decimal(column + 1, to: &out)
            out.append(0x48)
            return true
        }
        guard let move = loupe_tiparm2(cup, Int32(row), Int32(column)) else { return false }
        put(move, to: &out)
        return true
    }

    /// The `cup` of xterm and of most entries: CSI row;column H, counted from 1 (as C characters,
    /// made once: a `String` was made into them at each move, a tenth of a first frame's moves).
    private static let ecma48CUP = Array("\u{1B}[%i%p1%d;%p2%dH".utf8CString)

    /// Appends a number's decimal digits.
    private static func decimal(_ n: Int, to out: inout [UInt8]) {
        if n >= 10 { decimal(n / 10, to: &out) }
        out.append(0x30 + UInt8(n % 10))
    }

    /// Appends what ncurses sends to switch to these attributes and this colour pair.
    static func attributes(_ attributes: attr_t, pair: Int32, to out: inout [UInt8]) {
        collect(into: &out) { _ = loupe_vid_puts(attributes, pair, $0) }
    }

    /// Appends to `out` what `send` has ncurses send through the output function it is given.
    /// The array is moved into `sink` and back, so the bytes go straight to its end.
    static func collect(into out: inout [UInt8], _ send: (@convention(c) (Int32) -> Int32) -> Void) {
        swap(&out, &sink.pointee)
        send { c in
            TerminfoBytes.sink.pointee.append(UInt8(truncatingIfNeeded: c))
            return c
        }
        swap(&out, &sink.pointee)
    }

    /// Where ncurses' output functions put their bytes: they take a C function, which carries
    /// no context. Used on the interface thread only, as ncurses is. Reached through a pointer,
    /// so a byte costs no exclusivity check (a static variable's every access is checked).
    nonisolated(unsafe) private static let sink: UnsafeMutablePointer<[UInt8]> = {
        let pointer = UnsafeMutablePointer<[UInt8]>.allocate(capacity: 1)
        pointer.initialize(to: [])
        return pointer
    }()
}
