/// Which configuration file to read: `--no-config`, else `--config FILE`, else `LOUPE_CONFIG`,
/// else `$XDG_CONFIG_HOME/loupe/config.toml`, else `~/.config/loupe/config.toml`.
public struct ConfigLocation: Hashable, Sendable {
    /// The file, or nil for none.
    public var path: String?
    /// Whether the file was asked for by name (`--config`, `LOUPE_CONFIG`): then it must exist.
    public var required: Bool
    /// How it was chosen, for `loupe config`: "--config", "LOUPE_CONFIG", "XDG_CONFIG_HOME", "HOME", "--no-config".
    public var reason: String

    /// Decides from the command line and the environment.
    public init(option: String?, noConfig: Bool, environment: [String: String]) {
        if noConfig {
            (path, required, reason) = (nil, false, "--no-config")
        } else if let option {
            (path, required, reason) = (option, true, "--config")
        } else if let named = environment["LOUPE_CONFIG"], !named.isEmpty {
            (path, required, reason) = (named, true, "LOUPE_CONFIG")
        } else if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            // The XDG base directory specification ignores a relative XDG_CONFIG_HOME.
            (path, required, reason) = (xdg + "/loupe/config.toml", false, "XDG_CONFIG_HOME")
        } else if let home = environment["HOME"], !home.isEmpty {
            (path, required, reason) = (home + "/.config/loupe/config.toml", false, "HOME")
        } else {
            (path, required, reason) = (nil, false, "no HOME")
        }
    }
}
