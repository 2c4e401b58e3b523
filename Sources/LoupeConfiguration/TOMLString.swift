import LoupeCore

/// TOML's basic string syntax, for the files and listings Loupe writes.
enum TOMLString {
    /// `text` as a TOML basic string: in double quotes, with quotes, backslashes and controls escaped.
    static func quoted(_ text: String) -> String {
        QuotedText.quoted(text) { QuotedText.fourHexDigits($0, uppercase: true) }
    }
}
