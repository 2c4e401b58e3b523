/// Loupe's version: the one place it is written. `loupe --version` prints it in `line`, the man
/// page (generated from the command's help) and `loupe config --default` show it.
enum LoupeVersion {
    static let current = "0.1.0"

    /// What tells this Loupe from other programs called `loupe` (GNOME's image viewer is one):
    /// `--version` prints it between the program's name and the version. `is-loupe.sh` (which
    /// `make install` and the tmux plugin run) looks for exactly these words.
    static let mark = "(Loupe for the terminal)"

    /// `--version`'s line for a program called `name`: `loupe (Loupe for the terminal) 0.1.0`,
    /// after GNU's `ls (GNU coreutils) 9.1`; the version is its last word.
    static func line(programName name: String) -> String { "\(name) \(mark) \(current)" }
}
