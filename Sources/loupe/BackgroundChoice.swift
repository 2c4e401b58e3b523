import ArgumentParser
import LoupeCore

/// `--background`: the terminal's background as the person says it is (dark, light), or `auto`:
/// as the terminal answers (OSC 11), else as `COLORFGBG` says, else not known.
struct BackgroundChoice: ExpressibleByArgument, Equatable {
    /// The background settled; nil for `auto`.
    var shade: BackgroundShade?

    init?(argument: String) {
        if argument == "auto" {
            shade = nil
        } else if let shade = BackgroundShade(rawValue: argument) {
            self.shade = shade
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["auto"] + BackgroundShade.allCases.map(\.rawValue) }
    var defaultValueDescription: String { shade?.rawValue ?? "auto" }
}
