import Foundation
import Testing

/// `loupe config` and a bad configuration file, through the real binary.
@Suite struct ConfigCommandTests {
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "loupe-config-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir + "/loupe", withIntermediateDirectories: true)
        return dir
    }

    @Test func zoomSetOnceInTheFileIsInEffectAndTheCommandLineWins() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "[loupe]\nzoom = 4\n".write(toFile: dir + "/loupe/config.toml", atomically: true, encoding: .utf8)
        let env = ["XDG_CONFIG_HOME": dir, "HOME": dir, "PATH": "/usr/bin:/bin", "LOUPE_HOVER": "true"]
        let shown = try LoupeBinary.run(["config"], environment: env)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("zoom = 4                     # file: \(dir)/loupe/config.toml\n"), "\(shown.stdout)")
        #expect(shown.stdout.contains("hover = true                 # environment: LOUPE_HOVER\n"), "\(shown.stdout)")
        #expect(shown.stdout.contains("tier = \"auto\"                # default\n"), "\(shown.stdout)")
        let ignored = try LoupeBinary.run(["config", "--no-config"], environment: env)
        #expect(ignored.stdout.contains("zoom = 3 "), "\(ignored.stdout)")
    }

    @Test func aBadFileIsOneLinePerProblemAndANonZeroExitBeforeTheTerminalIsTouched() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/bad.toml"
        try "[loupe]\nzom = 4\n".write(toFile: path, atomically: true, encoding: .utf8)
        for command in [["config"], ["view", "--config", path, "/dev/null"], ["pick", "/dev/null"]] {
            let r = try LoupeBinary.run(command + (command.count == 1 ? ["--config", path] : []),
                                        environment: ["LOUPE_CONFIG": path, "HOME": dir, "PATH": "/usr/bin:/bin"])
            #expect(r.status == 1, "\(command)")
            #expect(r.stderr == "\(path):2:1: unknown key \"zom\" in [loupe] (did you mean \"zoom\"?)\n", "\(command): \(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
    }

    @Test func theDefaultFileIsPrintedWithTheVersion() throws {
        // `loupe (Loupe for the terminal) 0.1.0`: the version is the last word.
        let version = try LoupeBinary.run(["--version"]).stdout.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let r = try LoupeBinary.run(["config", "--default"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("# Loupe \(version) configuration:"))
        #expect(r.stdout.contains("# zoom = 3\n"))
    }
}
