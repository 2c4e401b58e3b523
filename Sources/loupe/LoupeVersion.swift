/// Loupe's version: the one place it is written. `loupe --version` prints it, the man page
/// (generated from the command's help) and `loupe config --default` show it, and the tmux
/// plugin checks the executable with `loupe --version`.
enum LoupeVersion {
    static let current = "0.1.0"
}
