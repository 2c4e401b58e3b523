/// Where an effective configuration value came from, strongest first.
public enum ConfigSource: Hashable, Sendable {
    /// An option on the command line.
    case commandLine
    /// An environment variable (its name).
    case environment(String)
    /// The configuration file (its path).
    case file(String)
    /// Loupe's built-in default.
    case defaultValue
}
