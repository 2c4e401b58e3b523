import ArgumentParser
import LoupeSystem

/// `--clipboard`: where copies go besides OSC 52 (`ClipboardPlan.Choice`): `auto`, `none`, or a
/// clipboard program by name; any other word is refused by the parser, with the list.
struct ClipboardChoice: ExpressibleByArgument, Equatable {
    /// The word as given (a configuration value too).
    var word: String

    init?(argument: String) {
        guard ClipboardPlan.Choice(argument) != nil else { return nil }
        word = argument
    }

    static var allValueStrings: [String] { ClipboardPlan.Choice.words }
    var defaultValueDescription: String { word }
}
