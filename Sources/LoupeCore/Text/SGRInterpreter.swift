/// Applies SGR (Select Graphic Rendition) parameters to a `Style`.
///
/// Handles 0-9, 21-29, 30-37/38/39, 40-47/48/49, 90-97 and 100-107, with the
/// 256-colour and 24-bit forms in both the `;` and the `:` spelling
/// (`38;5;n`, `38;2;r;g;b`, `38:5:n`, `38:2::r:g:b`, `38:2:r:g:b`).
/// Underline colour (58, 59) is read and ignored; unknown values are skipped.
public enum SGRInterpreter {
    /// Applies parameter groups (as `ANSIToken.sgr` carries them) to a style. The hyperlink is left alone.
    public static func apply(_ groups: [[Int?]], to style: inout Style) {
        var i = 0
        while i < groups.count {
            let group = groups[i]
            let code = group.first.flatMap { $0 } ?? 0
            switch code {
            case 0:
                let link = style.hyperlink
                style = Style(hyperlink: link)
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4:
                if group.count > 1, let sub = group[1], sub == 0 { style.attributes.remove(.underline) } else { style.attributes.insert(.underline) }
            case 5, 6: style.attributes.insert(.blink)
            case 7: style.attributes.insert(.reverse)
            case 8: style.attributes.insert(.invisible)
            case 9: style.attributes.insert(.strikethrough)
            case 21: style.attributes.insert(.underline)
            case 22: style.attributes.remove([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 25: style.attributes.remove(.blink)
            case 27: style.attributes.remove(.reverse)
            case 28: style.attributes.remove(.invisible)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .indexed(UInt8(code - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .indexed(UInt8(code - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .indexed(UInt8(code - 90 + 8))
            case 100...107: style.background = .indexed(UInt8(code - 100 + 8))
            case 38, 48, 58:
                let (color, consumed) = extendedColor(groups, at: i)
                if let color {
                    if code == 38 { style.foreground = color } else if code == 48 { style.background = color }
                }
                i += consumed
                continue
            default:
                break
            }
            i += 1
        }
    }

    /// Reads an extended colour at group `i`; returns it (nil when malformed) and how many groups it used.
    static func extendedColor(_ groups: [[Int?]], at i: Int) -> (Color?, Int) {
        let group = groups[i]
        func byte(_ v: Int??) -> UInt8? {
            guard let v = v ?? nil, (0...255).contains(v) else { return nil }
            return UInt8(v)
        }
        if group.count > 1 {
            // Colon form: everything is in this group.
            switch group[1] ?? -1 {
            case 5:
                return (group.count > 2 ? byte(group[2]).map { .indexed($0) } : nil, 1)
            case 2:
                // 38:2:CS:r:g:b (colour-space id, maybe empty) or 38:2:r:g:b
                let rgb = group.count >= 6 ? Array(group[3...5]) : (group.count == 5 ? Array(group[2...4]) : [])
                guard rgb.count == 3, let r = byte(rgb[0]), let g = byte(rgb[1]), let b = byte(rgb[2]) else { return (nil, 1) }
                return (.rgb(r, g, b), 1)
            default:
                return (nil, 1)
            }
        }
        // Semicolon form: the kind and values are the following groups.
        guard i + 1 < groups.count else { return (nil, 1) }
        let kind = groups[i + 1].first.flatMap { $0 } ?? -1
        switch kind {
        case 5:
            guard i + 2 < groups.count else { return (nil, groups.count - i) }
            return (byte(groups[i + 2].first).map { .indexed($0) }, 3)
        case 2:
            guard i + 4 < groups.count else { return (nil, groups.count - i) }
            guard let r = byte(groups[i + 2].first), let g = byte(groups[i + 3].first), let b = byte(groups[i + 4].first) else { return (nil, 5) }
            return (.rgb(r, g, b), 5)
        default:
            return (nil, 2)
        }
    }
}
