import LoupeCore

/// `COLORFGBG`, the rxvt and Konsole convention for telling programs the terminal's default
/// colours as palette numbers: `fg;bg` or `fg;default;bg` (`15;0`, `0;default;15`). A background of
/// 0 to 6 or 8 is dark, 7 or 9 to 15 light; `default`, another number or anything malformed says
/// nothing (nil).
///
/// ```swift
/// ColorFGBG.shade("15;0")          // .dark
/// ColorFGBG.shade("0;default;15")  // .light
/// ColorFGBG.shade("default;default") // nil
/// ```
public enum ColorFGBG {
    /// The environment variable's name.
    public static let variable = "COLORFGBG"

    /// The background shade a value of `COLORFGBG` gives, or nil when it gives none.
    public static func shade(_ value: String) -> BackgroundShade? {
        let fields = value.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3, fields.allSatisfy({ !$0.isEmpty }),
              let last = fields.last, last.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              last.utf8.count <= 2, let index = Int(last), index <= 15 else { return nil }
        return index == 7 || index >= 9 ? .light : .dark
    }

    /// The shade the environment's `COLORFGBG` gives, or nil (unset, or saying nothing).
    public static func shade(environment: [String: String]) -> BackgroundShade? {
        environment[variable].flatMap(shade)
    }
}
