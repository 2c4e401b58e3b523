// libFuzzer target: any bytes as what a terminal sends to Loupe (keys, mouse reports, replies).
// Compiled into the module with LoupeCore's sources and LoupeTerminal's input decoder (see Fuzz/run).

/// One input: decoding never traps, nothing is left pending after a flush, and the events do
/// not depend on where the bytes were split between reads (the first byte chooses the split).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let time = Instant(milliseconds: 1)
    var whole = InputDecoder()
    let once = whole.feed(bytes, at: time) + whole.flush(at: time)
    precondition(!whole.hasPending, "bytes left pending after a flush")
    let cut = bytes.isEmpty ? 0 : Int(data[0]) % (bytes.count + 1)
    var split = InputDecoder()
    let twice = split.feed(bytes[..<cut], at: time) + split.feed(bytes[cut...], at: time) + split.flush(at: time)
    precondition(once == twice, "the events depend on where the bytes were split")
    return 0
}
