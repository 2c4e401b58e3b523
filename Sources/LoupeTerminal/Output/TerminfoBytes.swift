import CNCursesW

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
        guard let move = loupe_tiparm2(cup, Int32(row), Int32(column)) else { return false }
        put(move, to: &out)
        return true
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
