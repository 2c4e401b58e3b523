import Foundation
import Testing

/// `make install` into a temporary DESTDIR, from the debug build the tests already have
/// (`BUILD=no BUILT=...`: `swift test` holds the package's build lock, so nothing here may run
/// `swift build` on it; a release static build would take minutes). The man pages and completions
/// are generated from that binary as `make install` generates them from the release one.
@Suite(.serialized, .enabled(if: InstallTools.available, "needs make, man, bash and tmux (bash .ci/setup --tests installs them)"))
struct InstallTests {

    /// Runs a command in the package root; its status and output (stdout and stderr together).
    static func sh(_ command: String, environment: [String: String] = [:], timeout: TimeInterval = 300) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command + " 2>&1"]
        p.currentDirectoryURL = LoupeBinary.packageRoot
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        p.standardOutput = out
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let box = LoupeBinary.DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { box.set(out.fileHandleForReading.readDataToEndOfFile()); group.leave() }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            p.terminate()
            throw LoupeBinary.TimedOut(arguments: [command])
        }
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: box.get(), as: UTF8.self))
    }

    /// Every path under a folder, sorted.
    static func contents(of folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func installRunsDocumentsCompletesAndUninstallsCleanly() throws {
        let loupe = try #require(LoupeBinary.path)
        let built = URL(fileURLWithPath: loupe).deletingLastPathComponent().path
        let dest = NSTemporaryDirectory() + "loupe-install-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dest, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dest) }
        let make = "make BUILD=no CONFIGURATION=debug BUILT='\(built)' DESTDIR='\(dest)/root' PREFIX=/usr GENERATED='\(dest)/generated'"

        let install = try Self.sh(make + " install")
        #expect(install.status == 0, "\(install.output)")
        let root = dest + "/root/usr"
        let installed = Self.contents(of: root)
        for file in ["bin/loupe", "bin/loupe-relay", "share/man/man1/loupe.1", "share/man/man1/loupe.view.1",
                     "share/man/man1/loupe.config.1", "share/bash-completion/completions/loupe", "share/zsh/site-functions/_loupe",
                     "share/fish/vendor_completions.d/loupe.fish", "share/loupe/loupe.tmux"] {
            #expect(installed.contains(file), "\(file) not installed: \(installed)")
        }
        #expect(!installed.contains("share/man/man1/loupe.tmux-relay.1"), "a hidden command's page was installed")

        // The installed loupe says its version, the one the built loupe says.
        let version = try Self.sh("'\(root)/bin/loupe' --version")
        let expected = try LoupeBinary.run(["--version"]).stdout
        #expect(version.status == 0)
        #expect(version.output == expected && version.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil,
                "\(version.output)")

        // man reads the installed page; it carries the version.
        let page = try Self.sh("man -l '\(root)/share/man/man1/loupe.1'", environment: ["MANPAGER": "cat", "MANWIDTH": "100", "PAGER": "cat"])
        #expect(page.status == 0, "\(page.output)")
        let words = page.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("loupe — Select text in the terminal with a magnifying loupe."), "\(page.output)")
        #expect(words.contains("This is Loupe \(expected.trimmingCharacters(in: .whitespacesAndNewlines))."), "\(page.output)")
        let footer = page.output.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? ""
        #expect(footer.hasPrefix("Loupe \(expected.trimmingCharacters(in: .whitespacesAndNewlines))"), "the footer names the version: \(footer)")
        let view = try Self.sh("man -l '\(root)/share/man/man1/loupe.view.1'", environment: ["MANPAGER": "cat", "MANWIDTH": "100"])
        #expect(view.output.contains("--zoom") && view.output.contains("--config"), "\(view.output)")

        // Real bash, in a tmux pane: `loupe v<TAB>` completes to `loupe view `, `--zo<TAB>` to `--zoom `.
        let server = try TmuxTestServer(columns: 100, rows: 10, command: "env -i TERM=screen PATH='\(root)/bin:/usr/bin:/bin' bash --norc --noprofile")
        defer { server.kill() }
        try server.tmux(["send-keys", "-t", "main", "-l", "PS1='$ '; source '\(root)/share/bash-completion/completions/loupe'; clear\n"])
        try server.waitUntil(timeout: 10, "bash ready") { try server.paneRows("main").first?.hasPrefix("$") == true }
        try server.tmux(["send-keys", "-t", "main", "-l", "loupe v"])
        try server.tmux(["send-keys", "-t", "main", "Tab"])
        try server.waitUntil(timeout: 10, "loupe v<TAB>") { try server.paneRows("main").contains { $0.hasPrefix("$ loupe view ") } }
        try server.tmux(["send-keys", "-t", "main", "-l", "--", "--zo"])
        try server.tmux(["send-keys", "-t", "main", "Tab"])
        try server.waitUntil(timeout: 10, "--zo<TAB>") { try server.paneRows("main").contains { $0.hasPrefix("$ loupe view --zoom ") } }

        // Real zsh and fish the same way, with the completions installed for them.
        let shells: [(name: String, command: String, setup: String)] = [
            ("zsh", "zsh -f", "PS1='$ '; fpath=('\(root)/share/zsh/site-functions' $fpath); autoload -U compinit; compinit -u; clear\n"),
            ("fish", "fish --no-config", "function fish_prompt; echo -n '$ '; end; source '\(root)/share/fish/vendor_completions.d/loupe.fish'; clear\n"),
        ]
        for shell in shells where InstallTools.has(shell.name) {
            let server = try TmuxTestServer(columns: 100, rows: 10,
                                            command: "env -i TERM=screen HOME='\(dest)' PATH='\(root)/bin:/usr/bin:/bin' \(shell.command)")
            defer { server.kill() }
            try server.waitUntil(timeout: 10, "\(shell.name) started") { try !server.paneRows("main").joined().isEmpty }
            try server.tmux(["send-keys", "-t", "main", "-l", shell.setup])
            try server.waitUntil(timeout: 10, "\(shell.name) ready") { try server.paneRows("main").first?.hasPrefix("$") == true }
            try server.tmux(["send-keys", "-t", "main", "-l", "loupe v"])
            try server.tmux(["send-keys", "-t", "main", "Tab"])
            try server.waitUntil(timeout: 10, "\(shell.name): loupe v<TAB>") { try server.paneRows("main").contains { $0.hasPrefix("$ loupe view ") } }
        }

        // Uninstall leaves nothing: no file, no folder install made.
        let uninstall = try Self.sh(make + " uninstall")
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(Self.contents(of: dest + "/root").isEmpty, "left behind: \(Self.contents(of: dest + "/root"))")
    }
}

/// The programs the install test drives.
enum InstallTools {
    /// Whether a program is on the PATH.
    static func has(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    static var available: Bool {
        ["make", "man", "tmux", "bash"].allSatisfy { tool in
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
        }
    }
}
