import Foundation
import LoupeTmux
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

    /// A temporary folder, removed afterwards.
    final class Folder {
        let path = NSTemporaryDirectory() + "loupe-install-\(UInt32.random(in: 0...UInt32.max))"
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// `make` with the debug build the tests have, generating into `generated`.
    static func make(generated: String) throws -> String {
        let built = URL(fileURLWithPath: try #require(LoupeBinary.path)).deletingLastPathComponent().path
        return "make BUILD=no CONFIGURATION=debug BUILT='\(built)' GENERATED='\(generated)'"
    }

    /// Another program called `name` in `folder` that is not Loupe: it prints a bare version, as
    /// GNOME's image viewer does.
    @discardableResult
    static func foreignProgram(_ name: String = "loupe", in folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try "#!/bin/sh\necho 48.1\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// A PATH of `first`, then where swift is (make builds generate-manual with it), then /usr/bin:/bin.
    static func path(_ first: String...) -> String {
        (first + [InstallTools.folder(of: "swift"), "/usr/bin", "/bin"].compactMap { $0 }).joined(separator: ":")
    }

    /// `program v<TAB>` completes to `program view ` in real bash, zsh and fish (each in a tmux pane,
    /// with the completions installed under `root` for it), and in bash `--zo<TAB>` to `--zoom `.
    static func completes(_ program: String, root: String, home: String) throws {
        let server = try TmuxTestServer(columns: 100, rows: 10, command: "env -i TERM=screen PATH='\(root)/bin:/usr/bin:/bin' bash --norc --noprofile")
        defer { server.kill() }
        try server.tmux(["send-keys", "-t", "main", "-l", "PS1='$ '; source '\(root)/share/bash-completion/completions/\(program)'; clear\n"])
        try server.waitUntil(timeout: 10, "bash ready") { try server.paneRows("main").first?.hasPrefix("$") == true }
        try server.tmux(["send-keys", "-t", "main", "-l", "\(program) v"])
        try server.tmux(["send-keys", "-t", "main", "Tab"])
        try server.waitUntil(timeout: 10, "\(program) v<TAB>") { try server.paneRows("main").contains { $0.hasPrefix("$ \(program) view ") } }
        try server.tmux(["send-keys", "-t", "main", "-l", "--", "--zo"])
        try server.tmux(["send-keys", "-t", "main", "Tab"])
        try server.waitUntil(timeout: 10, "--zo<TAB>") { try server.paneRows("main").contains { $0.hasPrefix("$ \(program) view --zoom ") } }

        let shells: [(name: String, command: String, setup: String)] = [
            ("zsh", "zsh -f", "PS1='$ '; fpath=('\(root)/share/zsh/site-functions' $fpath); autoload -U compinit; compinit -u; clear\n"),
            ("fish", "fish --no-config", "function fish_prompt; echo -n '$ '; end; source '\(root)/share/fish/vendor_completions.d/\(program).fish'; clear\n"),
        ]
        for shell in shells where InstallTools.has(shell.name) {
            let server = try TmuxTestServer(columns: 100, rows: 10,
                                            command: "env -i TERM=screen HOME='\(home)' PATH='\(root)/bin:/usr/bin:/bin' \(shell.command)")
            defer { server.kill() }
            try server.waitUntil(timeout: 10, "\(shell.name) started") { try !server.paneRows("main").joined().isEmpty }
            try server.tmux(["send-keys", "-t", "main", "-l", shell.setup])
            try server.waitUntil(timeout: 10, "\(shell.name) ready") { try server.paneRows("main").first?.hasPrefix("$") == true }
            try server.tmux(["send-keys", "-t", "main", "-l", "\(program) v"])
            try server.tmux(["send-keys", "-t", "main", "Tab"])
            try server.waitUntil(timeout: 10, "\(shell.name): \(program) v<TAB>") { try server.paneRows("main").contains { $0.hasPrefix("$ \(program) view ") } }
        }
    }

    /// The page `man` shows for an installed man page file, its words joined by single spaces.
    static func manPage(_ file: String) throws -> (status: Int32, output: String, words: String) {
        let page = try sh("man -l '\(file)'", environment: ["MANPAGER": "cat", "MANWIDTH": "100", "PAGER": "cat"])
        return (page.status, page.output, page.output.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    /// The files an install's manifest lists (folders left out).
    static func manifestFiles(_ path: String) throws -> Set<String> {
        Set(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasSuffix("/") })
    }

    /// Into a DESTDIR, where packagers install: no program is looked for (one called loupe on PATH
    /// changes nothing), and everything is named loupe.
    @Test func installRunsDocumentsCompletesAndUninstallsCleanly() throws {
        let dest = try Folder()
        let foreign = try Self.foreignProgram(in: dest.path + "/other")
        let make = try Self.make(generated: dest.path + "/generated") + " DESTDIR='\(dest.path)/root' PREFIX=/usr"

        let install = try Self.sh(make + " install", environment: ["PATH": Self.path(dest.path + "/other")])
        #expect(install.status == 0, "\(install.output)")
        #expect(!install.output.contains(foreign), "with DESTDIR nothing is looked for: \(install.output)")
        let root = dest.path + "/root/usr"
        let installed = Self.contents(of: root)
        for file in ["bin/loupe", "bin/loupe-relay", "share/man/man1/loupe.1", "share/man/man1/loupe.view.1",
                     "share/man/man1/loupe.config.1", "share/bash-completion/completions/loupe", "share/zsh/site-functions/_loupe",
                     "share/fish/vendor_completions.d/loupe.fish", "share/loupe/loupe.tmux", "share/loupe/is-loupe.sh",
                     "share/doc/loupe/LICENSE", "share/doc/loupe/NOTICE-fonts.md"] {
            #expect(installed.contains(file), "\(file) not installed: \(installed)")
        }
        #expect(!installed.contains("share/man/man1/loupe.tmux-relay.1"), "a hidden command's page was installed")
        #expect(try String(contentsOfFile: root + "/share/doc/loupe/LICENSE", encoding: .utf8).contains("Apache License"))

        // The installed loupe says its version, the one the built loupe says, after its name and Loupe's mark.
        let version = try Self.sh("'\(root)/bin/loupe' --version")
        let expected = try LoupeBinary.run(["--version"]).stdout
        #expect(version.status == 0)
        #expect(version.output == expected && version.output.range(of: #"^loupe \(Loupe for the terminal\) \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil,
                "\(version.output)")
        let number = expected.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""

        // man reads the installed page; it carries the version.
        let page = try Self.manPage(root + "/share/man/man1/loupe.1")
        #expect(page.status == 0, "\(page.output)")
        #expect(page.words.contains("loupe — Select text in the terminal with a magnifying loupe."), "\(page.output)")
        #expect(page.words.contains("This is Loupe \(number)."), "\(page.output)")
        let footer = page.output.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? ""
        #expect(footer.hasPrefix("Loupe \(number)"), "the footer names the version: \(footer)")
        let view = try Self.manPage(root + "/share/man/man1/loupe.view.1")
        #expect(view.output.contains("--zoom") && view.output.contains("--config"), "\(view.output)")

        // Real bash, zsh and fish complete loupe.
        try Self.completes("loupe", root: root, home: dest.path)

        // Uninstall leaves nothing: no file, no folder install made.
        let uninstall = try Self.sh(make + " uninstall")
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(Self.contents(of: dest.path + "/root").isEmpty, "left behind: \(Self.contents(of: dest.path + "/root"))")
    }

    /// Another program called loupe on PATH, or in the bin folder install would write to: install
    /// stops before it builds or writes anything, names the file and the two ways on.
    @Test func installStopsAtAnotherProgramCalledLoupe() throws {
        let dest = try Folder()
        let foreign = try Self.foreignProgram(in: dest.path + "/other")
        let make = try Self.make(generated: dest.path + "/generated") + " PREFIX='\(dest.path)/prefix'"

        let onPath = try Self.sh(make + " install", environment: ["PATH": Self.path(dest.path + "/other")])
        #expect(onPath.status != 0)
        #expect(onPath.output.contains("\(foreign) is another program called loupe"), "\(onPath.output)")
        #expect(onPath.output.contains("PROGRAM=NAME") && onPath.output.contains("FORCE=1"), "\(onPath.output)")
        #expect(Self.contents(of: dest.path) == ["other", "other/loupe"], "written: \(Self.contents(of: dest.path))")

        // One in the bin folder stops it too, and is left as it was.
        let inBin = try Self.foreignProgram(in: dest.path + "/prefix/bin")
        let inTarget = try Self.sh(make + " install", environment: ["PATH": Self.path()])
        #expect(inTarget.status != 0)
        #expect(inTarget.output.contains("\(inBin) is another program called loupe"), "\(inTarget.output)")
        #expect(Self.contents(of: dest.path + "/prefix") == ["bin", "bin/loupe"])
        #expect(try String(contentsOfFile: inBin, encoding: .utf8) == "#!/bin/sh\necho 48.1\n")
    }

    /// A Loupe installed before `--version` named it (a bare version, like the foreign one's) is
    /// ours by its manifest, and a new install replaces it as before.
    @Test func installReplacesAnEarlierLoupe() throws {
        let dest = try Folder()
        let prefix = dest.path + "/prefix"
        let earlier = try Self.foreignProgram(in: prefix + "/bin")
        try FileManager.default.createDirectory(atPath: prefix + "/share/loupe", withIntermediateDirectories: true)
        try "\(earlier)\n\(prefix)/share/loupe/installed-files\n".write(toFile: prefix + "/share/loupe/installed-files", atomically: true, encoding: .utf8)
        let make = try Self.make(generated: dest.path + "/generated") + " PREFIX='\(prefix)'"

        let install = try Self.sh(make + " install", environment: ["PATH": Self.path(prefix + "/bin")])
        #expect(install.status == 0, "\(install.output)")
        #expect(try Self.sh("'\(earlier)' --version").output == LoupeBinary.run(["--version"]).stdout)
        #expect(try Self.sh(make + " uninstall").status == 0)
        #expect(Self.contents(of: prefix) == ["bin", "share", "share/loupe"], "left: \(Self.contents(of: prefix))")
    }

    /// `PROGRAM=tloupe` beside GNOME's loupe: everything named tloupe, the program names itself so,
    /// its plugin runs it and its relay; `loupe` beside it shares no file; each uninstall removes its own.
    @Test func installUnderAnotherName() throws {
        let dest = try Folder()
        let prefix = dest.path + "/prefix"
        try Self.foreignProgram(in: dest.path + "/other")
        let make = try Self.make(generated: dest.path + "/generated") + " PREFIX='\(prefix)'"
        let environment = ["PATH": Self.path(dest.path + "/other")]

        let install = try Self.sh(make + " install PROGRAM=tloupe", environment: environment)
        #expect(install.status == 0, "\(install.output)")
        let installed = Self.contents(of: prefix)
        for file in ["bin/tloupe", "bin/tloupe-relay", "share/man/man1/tloupe.1", "share/man/man1/tloupe.view.1",
                     "share/bash-completion/completions/tloupe", "share/zsh/site-functions/_tloupe",
                     "share/fish/vendor_completions.d/tloupe.fish", "share/tloupe/tloupe.tmux", "share/tloupe/is-loupe.sh",
                     "share/tloupe/installed-files", "share/doc/tloupe/LICENSE", "share/doc/tloupe/NOTICE-fonts.md"] {
            #expect(installed.contains(file), "\(file) not installed: \(installed)")
        }
        let named = installed.filter { $0.split(separator: "/").last.map { $0.hasPrefix("loupe") || $0 == "_loupe" } ?? false }
        #expect(named.isEmpty, "named loupe: \(named)")

        // It names itself tloupe: --version, --help, usage lines and errors.
        let bin = prefix + "/bin/tloupe"
        #expect(try Self.sh("'\(bin)' --version").output.hasPrefix("tloupe (Loupe for the terminal) "))
        let help = try Self.sh("'\(bin)' --help")
        #expect(help.output.contains("USAGE: tloupe <subcommand>") && help.output.contains("see tloupe config --help"), "\(help.output)")
        let loupeCommand = #"(?<![\w-])loupe (view|pick|tmux|config|demo|snapshot)\b"#
        #expect(help.output.range(of: loupeCommand, options: .regularExpression) == nil, "\(help.output)")
        #expect(try Self.sh("'\(bin)' tmux --help").output.range(of: loupeCommand, options: .regularExpression) == nil)
        #expect(try Self.sh("'\(bin)' view --help").output.contains("USAGE: tloupe view"))
        let wrong = try Self.sh("'\(bin)' view --zoom x")
        #expect(wrong.status != 0 && wrong.output.contains("Usage: tloupe view"), "\(wrong.output)")
        // Its own error messages, and what it lists of its configuration, name no loupe command.
        let outside = try Self.sh("env -u TMUX '\(bin)' tmux")
        #expect(outside.status != 0 && outside.output.contains("not inside tmux"), "\(outside.output)")
        for said in [outside.output, try Self.sh("'\(bin)' config --default").output] {
            #expect(said.range(of: loupeCommand, options: .regularExpression) == nil, "\(said)")
        }

        // Its man page and completions are tloupe's.
        let page = try Self.manPage(prefix + "/share/man/man1/tloupe.1")
        #expect(page.status == 0 && page.words.contains("tloupe — Select text in the terminal with a magnifying loupe."), "\(page.output)")
        #expect(try Self.manPage(prefix + "/share/man/man1/tloupe.view.1").words.contains("tloupe view"))
        try Self.completes("tloupe", root: prefix, home: dest.path)

        // Its tmux plugin binds the key to tloupe (GNOME's loupe is on PATH), which runs tloupe-relay in the popup.
        let server = try TmuxPickInteractionTests.server(client: true)
        defer { server.kill() }
        try server.tmux(["set-environment", "-g", "PATH", Self.path(dest.path + "/other")])
        try server.tmux(["set", "-g", "@loupe-key", "M-y"])
        try server.tmux(["run-shell", ShellQuote.word(prefix + "/share/tloupe/tloupe.tmux")])
        let keys = try server.tmux(["list-keys", "-T", "prefix", "M-y"])
        #expect(keys.contains("'\(bin)' tmux --target"), "\(keys)")
        try server.outer(["send-keys", "-t", "outer", "C-b", "M-y"])
        try TmuxPickInteractionTests.waitForPicker(server, relay: "tloupe-relay")
        try server.outer(["send-keys", "-t", "outer", "q"])

        // loupe beside it: refused while GNOME's is on PATH, installed with FORCE=1; no file in common.
        let refused = try Self.sh(make + " install", environment: environment)
        #expect(refused.status != 0 && refused.output.contains("another program called loupe"), "\(refused.output)")
        let beside = try Self.sh(make + " install FORCE=1", environment: environment)
        #expect(beside.status == 0, "\(beside.output)")
        let tloupeFiles = try Self.manifestFiles(prefix + "/share/tloupe/installed-files")
        let loupeFiles = try Self.manifestFiles(prefix + "/share/loupe/installed-files")
        #expect(tloupeFiles.count >= 12 && loupeFiles.count == tloupeFiles.count)
        #expect(tloupeFiles.isDisjoint(with: loupeFiles), "shared: \(tloupeFiles.intersection(loupeFiles))")

        // Each uninstall removes its own install, exactly.
        #expect(try Self.sh(make + " uninstall").status == 0)
        #expect(tloupeFiles.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "tloupe's files went too")
        #expect(!loupeFiles.contains { FileManager.default.fileExists(atPath: $0) })
        #expect(try Self.sh(make + " uninstall PROGRAM=tloupe").status == 0)
        #expect(Self.contents(of: prefix).isEmpty, "left behind: \(Self.contents(of: prefix))")
    }
}

/// The programs the install test drives.
enum InstallTools {
    /// Whether a program is on the PATH.
    static func has(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    /// The folder on the PATH that holds a program, if one does.
    static func folder(of tool: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
            .first { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    static var available: Bool {
        ["make", "man", "tmux", "bash"].allSatisfy { tool in
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
        }
    }
}
