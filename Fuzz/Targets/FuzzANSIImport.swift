// libFuzzer target: bytes as a terminal program would write them -> TextImporter's cells ->
// a snapshot of them, encoded and decoded again. Compiled into the module with LoupeCore's
// sources (see Fuzz/run), so it calls LoupeCore directly.

/// One input: the importer must not trap, no cell may hold a control (C0, C1, bidi, invisible but a flag's tags), a wide cell
/// is followed by its continuation, the snapshot of the cells reads back as it was written, and the text a search
/// finds in the first line's bytes (`VisibleASCII`), when it finds one, is that line's imported cells' text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzANSIImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = TextImporter().importText(bytes)
    for line in text.lines {
        for (i, cell) in line.enumerated() {
            let scalars = cell.grapheme.unicodeScalars  // a subdivision flag keeps its tags
            precondition(!scalars.contains {
                ControlPictures.isControl($0) || ControlPictures.isBidiControl($0) || ControlPictures.isInvisible($0) && scalars.first?.value != 0x1F3F4
            },
                         "a control in a cell")
            if cell.isWide { precondition(i + 1 < line.count && line[i + 1].isContinuation, "a wide cell without its continuation") }
            if cell.isContinuation { precondition(i > 0 && line[i - 1].isWide, "a continuation without its wide cell") }
        }
    }
    let firstLine = bytes.prefix { $0 != 0x0A }
    firstLine.withUnsafeBufferPointer { line in
        var shown: [UInt8] = []
        guard let made = VisibleASCII.copy(line, into: &shown) else { return }
        var links = HyperlinkTable()
        let cells = TextImporter().importLine(line, hyperlinks: &links)
        precondition(cells.map(\.grapheme).joined() == String(decoding: shown[..<made], as: UTF8.self), "a search's text is not the line's")
        precondition(!cells.contains { $0.flags.contains(.placeholder) }, "a placeholder in a line a search reads as text")
    }
    let width = 1 + Int(bytes.first ?? 0) % 40
    let snapshot = LineLayout.snapshot(of: text, width: width)
    let encoded = SnapshotTextFormat.encode(snapshot)
    precondition(!encoded.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) },
                 "a control in the snapshot text")
    let decoded = try? SnapshotTextFormat.decode(encoded)
    precondition(decoded == snapshot, "the snapshot does not read back")
    return 0
}
