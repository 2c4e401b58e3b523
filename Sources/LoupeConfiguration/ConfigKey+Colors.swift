import LoupeCore
import LoupePager

extension ConfigKey {
    /// One colour a person may choose: its key's name, what it colours, and where it goes.
    struct ColorSlot: Sendable {
        let name: String
        let help: String
        let set: @Sendable (inout ColorChoices, Color) -> Void
    }

    /// The colours of `[colors.dark]` and `[colors.light]`, in the order the file lists them.
    static let colorSlots: [ColorSlot] = [
        ColorSlot(name: "selection-background", help: "The selection's background (unset: reverse video, as tmux).") { $0.selectionBackground = $1 },
        ColorSlot(name: "selection-foreground", help: "The selected text's colour (with selection-background).") { $0.selectionForeground = $1 },
        ColorSlot(name: "find-background", help: "Every match found, its background (unset: yellow).") { $0.findBackground = $1 },
        ColorSlot(name: "find-foreground", help: "Every match found, its text (unset: black).") { $0.findForeground = $1 },
        ColorSlot(name: "current-background", help: "The current match, its background (unset: orange).") { $0.currentBackground = $1 },
        ColorSlot(name: "current-foreground", help: "The current match, its text (unset: black).") { $0.currentForeground = $1 },
        ColorSlot(name: "lens-border", help: "The loupe's frame, and the menus' and the link preview's (unset: grey).") { $0.lensBorder = $1 },
        ColorSlot(name: "lens-background", help: "The lens's background (unset: the terminal's own).") { $0.lensBackground = $1 },
        ColorSlot(name: "caret", help: "The caret bar in the lens (unset: blue).") { $0.caret = $1 },
        ColorSlot(name: "menu-highlight", help: "The menus' chosen item (unset: the caret's colour).") { $0.menuHighlight = $1 },
    ]

    /// The kinds of terminal background colours are chosen for.
    static let colorBackgrounds = BackgroundShade.allCases.map { $0.rawValue }  // a closure: a key path made the runtime build key path types first

    /// `[colors] background`: the terminal's background, when the person says which it is.
    public static let background = ConfigKey(table: "colors", name: "background", kind: .choice(["auto"] + colorBackgrounds),
                                             environment: "LOUPE_BACKGROUND", defaultValue: .string("auto"), option: "--background",
                                             help: "The terminal's background, dark or light (auto: as the terminal answers, else COLORFGBG, else not known: the lens, menus and preview keep to the terminal's own colours).")

    /// An ASCII name as an environment variable's part: upper case, `-` as `_` (`lens-border`:
    /// `LENS_BORDER`), without Unicode's case tables (this runs on the way to the first screen).
    static func environmentName(_ name: String) -> String {
        String(decoding: name.utf8.map { byte in
            byte == UInt8(ascii: "-") ? UInt8(ascii: "_") : (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
        }, as: UTF8.self)
    }

    /// `[colors.dark]` and `[colors.light]`: every colour key.
    static let colorKeys: [ConfigKey] = colorBackgrounds.flatMap { background in
        // Each background's parts made once (every configuration is made with every key).
        let table = "colors." + background, prefix = environmentPrefix + environmentName(background) + "_"
        return colorSlots.map { slot in
            ConfigKey(table: table, name: slot.name, kind: .color, environment: prefix + environmentName(slot.name), defaultValue: nil,
                      option: "", help: slot.help)
        }
    }
}

extension Configuration {
    /// The background the person settled (`[colors] background`, `LOUPE_BACKGROUND`,
    /// `--background`), or nil for `auto`: as the terminal says.
    public var background: BackgroundShade? {
        value(ConfigKey.background)?.string.flatMap(BackgroundShade.init(rawValue:))
    }

    /// The colours chosen for dark and light terminals.
    public var colors: PagerColors {
        var colors = PagerColors()
        // One pass over the entries, most of which are not colours or are unset (looking each
        // colour key up by its name built every key's path, and compared keys whole).
        for entry in entries {
            guard case .color = entry.key.kind, let value = entry.value, let color = ColorName.color(value),
                  let slot = ConfigKey.colorSlots.first(where: { $0.name == entry.key.name }) else { continue }
            switch entry.key.table {
            case "colors." + BackgroundShade.dark.rawValue: slot.set(&colors.dark, color)
            case "colors." + BackgroundShade.light.rawValue: slot.set(&colors.light, color)
            default: continue
            }
        }
        return colors
    }
}
