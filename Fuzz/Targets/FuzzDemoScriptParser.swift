// libFuzzer target: any bytes as a demo script. Compiled into one module with LoupeCore's
// sources and LoupeRecording's script parser (see Fuzz/run).

/// One input: parsing never traps (a bad script is a `DemoScriptError` with a line number).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDemoScriptParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let script = try DemoScript(parsing: bytes, file: "fuzz.demo")
        _ = script.lines.count
    } catch {
        precondition(error.line >= 0, "an error without a line")
    }
    return 0
}
