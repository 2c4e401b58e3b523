/// A byte-level parser for text that carries terminal escape sequences.
///
/// SGR (CSI ... m) and OSC 8 hyperlinks come out as tokens; every other CSI,
/// OSC, DCS, APC, PM and SOS sequence is consumed and dropped. Sequences have
/// length caps: a sequence that runs past its cap, or is cut off by the end of
/// the input, is abandoned, its ESC becomes a placeholder, and the bytes after
/// it are read again as plain text. The parser never loops and never swallows
/// more than a cap's worth of text.
public struct ANSIParser {
    /// Longest control sequence (CSI) in bytes.
    public static let csiCap = 256
    /// Longest string sequence (OSC, DCS, APC, PM, SOS) in bytes.
    public static let stringCap = 8192

    /// Splits `bytes` into tokens, calling `emit` for each in order.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, emit: (ANSIToken) -> Void) {
        let n = bytes.count
        var i = 0
        var textStart = -1
        @inline(__always) func flushText(_ end: Int) {
            if textStart >= 0 && end > textStart { emit(.text(textStart..<end)) }
            textStart = -1
        }
        while i < n {
            let b = bytes[i]
            if b >= 0x20 && b != 0x7F {
                if textStart < 0 { textStart = i }
                i += 1
                continue
            }
            flushText(i)
            switch b {
            case 0x0A:
                emit(.newline); i += 1
            case 0x0D:
                if i + 1 < n && bytes[i + 1] == 0x0A { emit(.newline); i += 2 } else { emit(.control(b)); i += 1 }
            case 0x09:
                emit(.tab); i += 1
            case 0x1B:
                if let next = parseEscape(bytes, at: i, emit: emit) {
                    i = next
                } else {
                    emit(.control(0x1B)); i += 1
                }
            default:
                emit(.control(b)); i += 1
            }
        }
        flushText(n)
    }

    /// Parses the sequence starting with ESC at `start`; returns the index after it, or nil to abandon it.
    static func parseEscape(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, emit: (ANSIToken) -> Void) -> Int? {
        let n = bytes.count
        guard start + 1 < n else { return nil }
        let kind = bytes[start + 1]
        switch kind {
        case UInt8(ascii: "["):
            return parseCSI(bytes, from: start + 2, emit: emit)
        case UInt8(ascii: "]"):
            guard let (body, next) = stringBody(bytes, from: start + 2, allowBEL: true) else { return nil }
            handleOSC(bytes, body, emit: emit)
            return next
        case UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            guard let (_, next) = stringBody(bytes, from: start + 2, allowBEL: false) else { return nil }
            return next
        case 0x20...0x2F:
            // ESC with intermediates then a final byte (charset designations and the like).
            var j = start + 1
            while j < n && j - start < 16 && (0x20...0x2F).contains(bytes[j]) { j += 1 }
            guard j < n, (0x30...0x7E).contains(bytes[j]) else { return nil }
            return j + 1
        case 0x30...0x7E:
            return start + 2 // two-byte escapes (ESC 7, ESC =, ESC c...) are dropped
        default:
            return nil
        }
    }

    /// Parses CSI parameters, intermediates and the final byte.
    static func parseCSI(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, emit: (ANSIToken) -> Void) -> Int? {
        guard let (final, privateMarker) = csiFinal(bytes, from: from) else { return nil }
        if bytes[final] == UInt8(ascii: "m") && !privateMarker {
            emit(.sgr(sgrGroups(bytes, from..<final)))
        }
        return final + 1
    }

    /// Where the control sequence whose parameters begin at `from` (just after `ESC [`) ends: the
    /// index of its final byte, and whether a private marker (`<`, `=`, `>`, `?`) came before it;
    /// nil when the sequence is abandoned (a byte out of place, past `csiCap`, or cut off). Such a
    /// sequence, complete, shows nothing: an SGR changes the style, any other is dropped.
    static func csiFinal(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> (Int, privateMarker: Bool)? {
        let n = bytes.count
        var j = from
        var privateMarker = false
        while j < n {
            let b = bytes[j]
            if j - from > csiCap { return nil }
            if (0x40...0x7E).contains(b) { return (j, privateMarker) }
            if (0x3C...0x3F).contains(b) { privateMarker = true }
            guard (0x20...0x3F).contains(b) else { return nil }
            j += 1
        }
        return nil
    }

    /// Splits SGR parameters: `;` separates groups, `:` separates sub-parameters.
    static func sgrGroups(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [[Int?]] {
        var groups: [[Int?]] = []
        var group: [Int?] = []
        var value: Int? = nil
        for k in range {
            let b = bytes[k]
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = min((value ?? 0) * 10 + Int(b - 48), 1_000_000)
            case UInt8(ascii: ":"):
                group.append(value); value = nil
            case UInt8(ascii: ";"):
                group.append(value); groups.append(group); group = []; value = nil
            default:
                break
            }
        }
        group.append(value)
        groups.append(group)
        return groups
    }

    /// Finds the end of a string sequence: ST (ESC \), or BEL where allowed. Returns the body range and the index after the terminator.
    static func stringBody(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, allowBEL: Bool) -> (Range<Int>, Int)? {
        let n = bytes.count
        var j = from
        while j < n && j - from <= stringCap {
            let b = bytes[j]
            if b == 0x07 && allowBEL { return (from..<j, j + 1) }
            if b == 0x1B {
                guard j + 1 < n, bytes[j + 1] == UInt8(ascii: "\\") else { return nil }
                return (from..<j, j + 2)
            }
            if b == 0x9C { return nil }
            j += 1
        }
        return nil
    }

    /// OSC 8 gives hyperlink tokens; every other OSC is dropped.
    static func handleOSC(_ bytes: UnsafeBufferPointer<UInt8>, _ body: Range<Int>, emit: (ANSIToken) -> Void) {
        guard body.count >= 2, bytes[body.lowerBound] == UInt8(ascii: "8"), bytes[body.lowerBound + 1] == UInt8(ascii: ";") else { return }
        // 8;params;URI
        var k = body.lowerBound + 2
        while k < body.upperBound && bytes[k] != UInt8(ascii: ";") { k += 1 }
        guard k < body.upperBound else { return }
        let uriBytes = UnsafeBufferPointer(rebasing: bytes[(k + 1)..<body.upperBound])
        // Only printable ASCII and UTF-8 make a target; controls inside drop the link.
        guard !uriBytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return }
        let uri = String(decoding: uriBytes, as: UTF8.self)
        // params: `key=value` pairs separated by `:`; only `id` means anything.
        let params = String(decoding: UnsafeBufferPointer(rebasing: bytes[(body.lowerBound + 2)..<k]), as: UTF8.self)
        let id = params.split(separator: ":").first { $0.hasPrefix("id=") }.map { String($0.dropFirst(3)) }.flatMap { $0.isEmpty ? nil : $0 }
        emit(.hyperlink(uri.isEmpty ? nil : uri, id: id))
    }
}
