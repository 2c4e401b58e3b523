import Foundation
import LoupeSystem

/// The screen the program's logged output draws (xterm's log, or `script`'s), replayed by
/// libvterm (`unterm`, Debian's libvterm-bin): the text at each cell, for where things are, and
/// with `styled` each row with its SGR attributes, for what is decorated. What the program sent,
/// never its state.
struct LoggedScreen {
    static let unterm = XtermHarness.installed("unterm")

    /// Each row's text, one character a cell (the page here is ASCII; the lens's glyphs one a cell).
    let rows: [String]

    init(_ written: String, columns: Int, rows: Int, styled: Bool = false) throws {
        guard let unterm = Self.unterm else { throw XtermHarness.Failure("unterm (libvterm-bin) is not installed") }
        let path = NSTemporaryDirectory() + "loupe-logged-\(UInt32.random(in: 0...UInt32.max)).raw"
        defer { unlink(path) }
        try Data(Self.padded(Array(written.utf8))).write(to: URL(fileURLWithPath: path))
        let output = try ChildProcess.run(unterm, (styled ? ["-f", "sgr"] : []) + ["-c", String(columns), "-l", String(rows), path])
        guard output.status == 0 else { throw XtermHarness.Failure("unterm failed: \(String(decoding: output.stderr, as: UTF8.self))") }
        var lines = String(decoding: output.stdout, as: UTF8.self).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.rows = lines
    }

    /// unterm reads 1 KiB at a time and libvterm mis-decodes a UTF-8 character split across two
    /// reads: NUL bytes (which a terminal ignores) move such a character past the boundary.
    private static func padded(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 256)
        var i = 0
        while i < bytes.count {
            let lead = bytes[i], count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            let left = 1024 - out.count % 1024
            if count > left { out.append(contentsOf: repeatElement(0, count: left)) }
            out.append(contentsOf: bytes[i..<min(bytes.count, i + count)])
            i += count
        }
        return out
    }

    /// The first cell (column, row) where `text` starts, searching rows top to bottom.
    func cell(of text: String) -> (column: Int, row: Int)? {
        for (r, line) in rows.enumerated() {
            if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), r) }
        }
        return nil
    }

    /// The boxes drawn with round corners (a lens, a menu, a preview): each one's first and last
    /// column and row, corners included, top to bottom.
    var roundBoxes: [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)] {
        let cells = rows.map(Array.init)
        var boxes: [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
        for (r, line) in cells.enumerated() {
            for (c, ch) in line.enumerated() where ch == "╭" {
                guard let right = line[(c + 1)...].firstIndex(of: "╮"),
                      let bottom = cells[(r + 1)...].firstIndex(where: { $0.count > c && $0[c] == "╰" }) else { continue }
                boxes.append((c...right, r...bottom))
            }
        }
        return boxes
    }
}
