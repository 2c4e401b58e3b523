import LoupeCore

extension ArgumentReader {
    /// `Terminal background "#RRGGBB"` (quoted: `#` starts a comment), `Terminal colors truecolor|256|8|monochrome`,
    /// `Terminal pixels on|off`, `Terminal clusters on|off`, `Terminal focus on|off`, `Terminal version "XTerm(379)"`, `Terminal advance 1`
    /// (the columns one sextant moved the cursor), `Terminal font "Unifont" local|remote sextants|nosextants`.
    mutating func terminalReport() throws(DemoScriptError) -> TerminalReport {
        let what = try next("background, colors, pixels, clusters, focus, version, advance or font")
        switch what.text.lowercased() {
        case "background":
            let t = try next("a colour like \"#1E1E2E\" (quoted: # starts a comment)")
            guard let rgb = TerminalReportSyntax.rgb(t.text) else {
                throw error(t.column, "expected a colour as #RRGGBB (six hex digits); got \"\(t.text)\"")
            }
            return .background(red: rgb.0, green: rgb.1, blue: rgb.2)
        case "colors", "colours":
            let names = ColorMode.allCases.map(\.rawValue)
            let t = try next(names.joined(separator: " or "))
            guard let mode = ColorMode(rawValue: t.text.lowercased()) else {
                throw error(t.column, "expected \(names.joined(separator: ", ")); got \"\(t.text)\"")
            }
            return .colorMode(mode)
        case "pixels": return .pixelMouse(try onOff())
        case "clusters": return .wholeClusters(try onOff())
        case "focus": return .focus(try onOff())
        case "version": return .version(try string("the terminal's version"))
        case "advance": return .sextantAdvance(try integer("the columns a sextant moved the cursor", in: 0...1_000))
        case "font":
            let name = try string("the font's name")
            let local = try choice("local", "remote")
            let sextants = try choice("sextants", "nosextants")
            return .font(TerminalFont(name: name, isLocal: local, sextantsInstalled: sextants))
        default:
            throw error(what.column, "unknown terminal report \"\(what.text)\": expected background, colors, pixels, clusters, focus, version, advance or font")
        }
    }

    /// One of two words: true for the first.
    private mutating func choice(_ yes: String, _ no: String) throws(DemoScriptError) -> Bool {
        let t = try next("\(yes) or \(no)")
        switch t.text.lowercased() {
        case yes: return true
        case no: return false
        default: throw error(t.column, "expected \(yes) or \(no), got \"\(t.text)\"")
        }
    }
}

/// How terminal reports are written in a script (`DemoScriptWriter`) and read back (`ArgumentReader`).
enum TerminalReportSyntax {
    /// The words after `Terminal`.
    static func words(_ report: TerminalReport) -> String {
        switch report {
        case let .background(red, green, blue): return "background \"#" + [red, green, blue].map(hex).joined() + "\""
        case let .colorMode(mode): return "colors \(mode.rawValue)"
        case let .pixelMouse(on): return "pixels \(on ? "on" : "off")"
        case let .wholeClusters(on): return "clusters \(on ? "on" : "off")"
        case let .focus(on): return "focus \(on ? "on" : "off")"
        case let .version(text): return "version " + DemoKeyName.quoted(text)
        case let .sextantAdvance(n): return "advance \(n)"
        case let .font(f):
            return "font " + DemoKeyName.quoted(f.name) + (f.isLocal ? " local" : " remote") + (f.sextantsInstalled ? " sextants" : " nosextants")
        }
    }

    /// `#RRGGBB` as three bytes, or nil.
    static func rgb(_ text: String) -> (UInt8, UInt8, UInt8)? {
        guard case let .rgb(red, green, blue) = Color(hex: text) else { return nil }
        return (red, green, blue)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
