import ArgumentParser
import FoundationEssentials
import LoupeConfiguration

/// `--config FILE` and `--no-config`: which configuration file `view`, `pick`, `tmux` and `config` read.
struct ConfigFileOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp("Read this configuration file instead of $XDG_CONFIG_HOME/loupe/config.toml (also: LOUPE_CONFIG).",
                                                           valueName: "file"))
    var path: String?

    @Flag(name: .customLong("no-config"), help: "Read no configuration file (the LOUPE_* variables still apply).")
    var noConfig = false

    func validate() throws {
        if noConfig, path != nil { throw ValidationError("--config and --no-config together: leave one of them out") }
        if let path, path.isEmpty { throw ValidationError("--config needs a file name") }
    }

    /// The effective configuration: the options given on the command line (`commandLine`, by key
    /// path) over the environment, the file and the defaults. A bad file or variable is reported
    /// on standard error, one line a problem (`config.toml:3:8: ...`), and ends the command with status 1.
    func load(commandLine: [String: ConfigValue], environment: [String: String]) throws -> Configuration {
        try Self.load(path: path, noConfig: noConfig, commandLine: commandLine, environment: environment)
    }

    /// The effective configuration for `--config path` (nil: not given) and `--no-config` (see the
    /// instance's `load`); `beforeReporting` runs before a problem is written (a terminal being
    /// opened is put back first).
    static func load(path: String?, noConfig: Bool, commandLine: [String: ConfigValue], environment: [String: String],
                     beforeReporting: () -> Void = {}) throws -> Configuration {
        let location = ConfigLocation(option: path, noConfig: noConfig, environment: environment)
        do {
            return try Configuration.load(commandLine: commandLine, location: location, environment: environment)
        } catch let error as ConfigError {
            beforeReporting()
            for line in error.lines { StandardStream.write(line + "\n", to: StandardStream.error) }
            throw ExitCode(1)
        }
    }
}
