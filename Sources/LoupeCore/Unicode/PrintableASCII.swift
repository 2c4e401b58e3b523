/// Printable ASCII, 0x20-0x7E: a byte that is one character one column wide, drawn, encoded and
/// searched as itself. Most of any log is made of it, so the hot paths ask this first and take a
/// short way (a line imported without the parser, a width without clusters, a line searched in
/// its bytes, a cell sent as its byte).
public enum PrintableASCII {
    /// Whether `byte` is printable ASCII.
    @inlinable @inline(__always) public static func contains(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// Whether every byte of `bytes` is printable ASCII (true for none).
    @inlinable public static func containsAll(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy(contains)
    }
}
