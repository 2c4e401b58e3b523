/// A cell's grapheme cluster held by value, so that a `Cell` is plain bytes: copying one is a
/// copy of its bytes, with no reference count to change (a `String` field made every copy of a
/// cell a retain and a release, and every array of cells copied element by element).
///
/// A cluster of up to 15 bytes of UTF-8 (every ASCII character, nearly every cluster of any
/// script, flags, most emoji sequences) is held in place; a longer one is kept once in
/// `LongGraphemes` and held by its number there.
public struct CellGrapheme: Hashable, Sendable {
    /// Bytes 0-14: the UTF-8 of a short cluster, zero after its end; byte 15: its length, or
    /// `longMark` for a long cluster, whose number in `LongGraphemes` is then in bytes 0-7.
    @usableFromInline var bytes: (UInt64, UInt64)

    /// The cluster whose bytes in memory are the two words' bytes, least significant first.
    @inlinable init(littleEndian low: UInt64, _ high: UInt64) {
        bytes = (UInt64(littleEndian: low), UInt64(littleEndian: high))
    }

    /// The most bytes held in place.
    static let inlineCapacity = 15
    /// The last byte of a long cluster's value.
    static let longMark: UInt8 = 0xFF

    /// The cluster `text` (any string: a cell holds one cluster, but nothing here depends on it).
    public init(_ text: String) {
        var text = text
        let held: (UInt64, UInt64)? = text.withUTF8 { utf8 in
            guard utf8.count <= Self.inlineCapacity else { return nil }
            var made: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &made) { out in
                out.copyMemory(from: UnsafeRawBufferPointer(utf8))
                out[Self.inlineCapacity] = UInt8(utf8.count)
            }
            return made
        }
        if let held {
            bytes = held
        } else {
            var made: (UInt64, UInt64) = (UInt64(LongGraphemes.shared.number(of: text)), 0)
            withUnsafeMutableBytes(of: &made) { $0[Self.inlineCapacity] = Self.longMark }
            bytes = made
        }
    }

    /// A one-byte cluster: `byte` is an ASCII character (below 0x80).
    public init(ascii byte: UInt8) {
        var made: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &made) {
            $0[0] = byte
            $0[Self.inlineCapacity] = 1
        }
        bytes = made
    }

    /// The length byte: the number of bytes held in place, or `longMark`.
    private var lengthByte: UInt8 {
        withUnsafeBytes(of: bytes) { $0[Self.inlineCapacity] }
    }

    /// The byte of a one-byte cluster, or nil.
    @inline(__always) public var singleByte: UInt8? {
        withUnsafeBytes(of: bytes) { $0[Self.inlineCapacity] == 1 ? $0[0] : nil }
    }

    /// The cluster as a string.
    public var string: String {
        let length = lengthByte
        if length == Self.longMark {
            return LongGraphemes.shared.string(number: Int(truncatingIfNeeded: bytes.0))
        }
        // Most cells: an ASCII character's string is made once.
        if let byte = singleByte, byte < 0x80 { return Self.asciiStrings[Int(byte)] }
        return withUnsafeBytes(of: bytes) { String(decoding: $0.prefix(Int(length)), as: UTF8.self) }
    }

    /// Calls `body` with the cluster's UTF-8 bytes.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let length = lengthByte
        if length == Self.longMark {
            var text = string
            return try text.withUTF8(body)
        }
        return try withUnsafeBytes(of: bytes) { raw in
            try raw.withMemoryRebound(to: UInt8.self) { try body(UnsafeBufferPointer(rebasing: $0.prefix(Int(length)))) }
        }
    }

    /// Whether the cluster is "" (a continuation's).
    public var isEmpty: Bool { self == .empty }

    public static func == (a: CellGrapheme, b: CellGrapheme) -> Bool {
        a.bytes.0 == b.bytes.0 && a.bytes.1 == b.bytes.1
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.0)
        hasher.combine(bytes.1)
    }

    /// The strings of the ASCII characters, made once.
    private static let asciiStrings: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// " ", the blank's cluster. Made where it is asked (the bytes are constants), not kept in a
    /// global: a global of another module is reached through its accessor and a once-check, and
    /// the frame's code asks for this one at every cell (12,000 for a 200x60 screen).
    @inlinable public static var space: CellGrapheme { CellGrapheme(littleEndian: 0x20, 1 << 56) }
    /// "", a continuation's.
    @inlinable public static var empty: CellGrapheme { CellGrapheme(littleEndian: 0, 0) }
}
