// libFuzzer target: any text as the snapshot text format. Compiled into the module with
// LoupeCore's sources (see Fuzz/run).

/// One input: decoding never traps; what decodes encodes to text that decodes to the same cells.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshotParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let buffer = try? SnapshotTextFormat.decode(text) else { return 0 }
    let again = try? SnapshotTextFormat.decode(SnapshotTextFormat.encode(buffer))
    precondition(again == buffer, "a decoded snapshot does not survive encoding")
    return 0
}
