// libFuzzer target: bytes as a terminal program would write them -> TextImporter's cells ->
// a snapshot of them, encoded and decoded again. Compiled into the module with LoupeCore's
// sources (see Fuzz/run), so it calls LoupeCore directly.

/// One input: the importer must not trap, no cell may hold a control (C0, C1, bidi, invisible but a flag's tags), a wide cell
/// is followed by its continuation, and the snapshot of the cells reads back as it was written.
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
    let width = 1 + Int(bytes.first ?? 0) % 40
    let snapshot = LineLayout.snapshot(of: text, width: width)
    let encoded = SnapshotTextFormat.encode(snapshot)
    precondition(!encoded.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) },
                 "a control in the snapshot text")
    let decoded = try? SnapshotTextFormat.decode(encoded)
    precondition(decoded == snapshot, "the snapshot does not read back")
    return 0
}
