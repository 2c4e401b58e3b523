import Foundation
import LoupeTerminal
import LoupeSystem

/// Runs a loupe command in a real xterm on a private, headless X server (Xvfb) and drives it
/// with real X pointer and key events (xdotool, through the XTEST extension): the terminal
/// itself encodes the mouse reports, SGR-Pixels (mode 1016) included.
///
/// Xvfb picks a free display itself (`-displayfd`). xterm runs with a fixed font (Unifont,
/// whose companion Unifont Upper has the sextants the loupe draws with; or the font given), no internal border and no scrollbar, so
/// its window is exactly `columns x rows` cells; the cell size in pixels is measured from the
/// window. xterm logs everything the program writes (`-l -lf`), which tells when the mouse
/// modes are on. Everything it started is killed when the harness goes away, also when a test fails.
final class XtermHarness {
    /// A point on the screen: a zero-based cell and where inside it (0 left/top ..< 1 right/bottom).
    struct Spot {
        var column: Int
        var row: Int
        var x = 0.5
        var y = 0.5
    }

    static let loupe = TmuxHarness.loupe
    static let xvfb = installed("Xvfb")
    static let xterm = installed("xterm")
    static let xdotool = installed("xdotool")
    /// Whether the tests can run: Xvfb, xterm, xdotool installed and loupe built.
    static var available: Bool {
        xvfb != nil && xterm != nil && xdotool != nil && FileManager.default.isExecutableFile(atPath: loupe)
    }
    static let skipReason = "needs Xvfb, xterm and xdotool (bash .ci/setup) and .build/debug/loupe (swift build)"

    /// The test's private folder: the run script, xterm's log, the program's files.
    let dir: URL
    let columns: Int
    let rows: Int
    private(set) var display = ""
    private(set) var window = ""
    /// One cell in pixels, measured from the xterm window.
    private(set) var cellWidth = 0
    private(set) var cellHeight = 0
    private var server: ChildProcess.Running?
    private var terminal: ChildProcess.Running?
    private let font: [String]

    var logFile: URL { dir.appendingPathComponent("xterm.log") }
    var statusFile: URL { dir.appendingPathComponent("status") }
    var pidFile: URL { dir.appendingPathComponent("pid") }
    var stdoutFile: URL { dir.appendingPathComponent("stdout") }
    var stderrFile: URL { dir.appendingPathComponent("stderr") }

    /// Starts Xvfb and an xterm of `columns x rows` running `loupe arguments...` (`{dir}` in an
    /// argument becomes the private folder); returns once the window is mapped and measured.
    /// The program's standard output and error go to `stdoutFile` and `stderrFile`, its exit
    /// status to `statusFile`. `font` is xterm's font options (`-fa Unifont -fs 14` by default;
    /// none: xterm's default core font, misc-fixed); `colors` its others (`-bg black -fg white`).
    init(columns: Int = 60, rows: Int = 12, font: [String] = ["-fa", "Unifont", "-fs", "14"], colors: [String] = [],
         loupe arguments: [String]) throws {
        self.columns = columns
        self.rows = rows
        self.font = font + colors
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-xterm-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        do {
            try startServer()
            try startTerminal(arguments.map { $0.replacingOccurrences(of: "{dir}", with: dir.path) })
            try measure()
        } catch {
            shutdown()
            throw error
        }
    }

    deinit {
        shutdown()
        try? FileManager.default.removeItem(at: dir)
    }

    private static func installed(_ name: String) -> String? {
        ["/usr/bin", "/usr/local/bin", "/bin"].map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Single-quotes a word for sh.
    static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Starts a shell line with `ChildProcess`, its output in files: the harness never waits for
    /// the pipes `ChildProcess` reads on Dispatch's worker threads (there are few, and while other
    /// tests hold them in blocking reads a pipe's end can come seconds late), only for the pid.
    private func shell(_ line: String) throws -> ChildProcess.Running {
        try ChildProcess.start("/bin/sh", ["-c", line], environment: environment)
    }

    /// Starts a long-running program in the background (`exec`, so the pid is the program's), its
    /// output in `name.out` in the folder; `redirections` are added to the shell's (`3>FILE`).
    private func startInBackground(_ name: String, _ command: [String], redirections: String = "") throws -> ChildProcess.Running {
        let output = Self.quote(dir.appendingPathComponent("\(name).out").path)
        return try shell("exec \(command.map(Self.quote).joined(separator: " ")) \(redirections) >\(output) 2>&1")
    }

    /// Xvfb writes the display number it chose to descriptor 3 (a file here) once it accepts clients.
    /// `-noreset`: without it the server resets when its last client leaves (an xdotool run before
    /// xterm has connected), and a client connecting during the reset is refused.
    private func startServer() throws {
        guard let xvfb = Self.xvfb else { throw Failure("Xvfb is not installed") }
        let numberFile = dir.appendingPathComponent("display")
        server = try startInBackground("Xvfb", [xvfb, "-displayfd", "3", "-nolisten", "tcp", "-noreset", "-screen", "0", "1280x800x24"],
                                       redirections: "3>\(Self.quote(numberFile.path))")
        try waitUntil("Xvfb to choose a display", lastSeen: { self.exited(self.server, "Xvfb") }) {
            guard let text = try? String(contentsOf: numberFile, encoding: .utf8), text.hasSuffix("\n"),
                  let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return false }
            display = ":\(number)"
            return true
        }
    }

    /// The mouse modes whose state the terminal is asked for once the program has ended.
    static let mouseModes = [1000, 1002, 1003, 1006, 1016]

    /// The script xterm runs: the program (its pid first) with its output in files, then its exit
    /// status; then it asks the terminal for its mouse modes (DECRQM, each reply `CSI ? mode ; value
    /// $ y`, 11 bytes; `dd` gives up after a second of silence) and puts the replies in `modes`.
    private func startTerminal(_ arguments: [String]) throws {
        guard let xterm = Self.xterm else { throw Failure("xterm is not installed") }
        let script = dir.appendingPathComponent("run.sh")
        let program = ([Self.loupe] + arguments).map(Self.quote).joined(separator: " ")
        let queries = Self.mouseModes.map { "\\033[?\($0)$p" }.joined()
        try """
        sh -c 'echo $$ > pid; exec "$0" "$@"' \(program) >stdout 2>stderr
        echo $? > status
        stty raw -echo min 0 time 10
        printf '\(queries)'
        dd bs=1 count=\(11 * Self.mouseModes.count) of=modes.part 2>/dev/null
        mv modes.part modes
        """.write(to: script, atomically: true, encoding: .utf8)
        let title = "loupe-e2e-\(UInt32.random(in: 0...UInt32.max))"
        terminal = try startInBackground("xterm", [
            xterm, "-title", title, "-geometry", "\(columns)x\(rows)+0+0"] + font + [
            "-b", "0", "-bw", "0", "+sb", "-tn", "xterm-256color", "-l", "-lf", logFile.path,
            "-e", "sh", "-c", "cd \(Self.quote(dir.path)) && exec sh run.sh",
        ])
        try waitUntil("the xterm window", lastSeen: { self.exited(self.terminal, "xterm") }) {
            window = (try? xdotool(["search", "--name", title]))?.split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }
    }

    /// For a timeout message: how a process ended and what it wrote, or that it still runs.
    private func exited(_ process: ChildProcess.Running?, _ name: String) -> String {
        guard let process, process.hasExited else { return "\(name) is running" }
        return "\(name) exited: " + (file("\(name).out") ?? "")
    }

    /// The cell size: the window is exactly the text area (`-b 0`, no scrollbar).
    private func measure() throws {
        var size: [String: Int] = [:]
        try waitUntil("the xterm window's size") {
            for line in ((try? xdotool(["getwindowgeometry", "--shell", window])) ?? "").split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                if parts.count == 2, let value = Int(parts[1]) { size[String(parts[0])] = value }
            }
            return (size["WIDTH"] ?? 0) >= columns && (size["HEIGHT"] ?? 0) >= rows
        }
        let width = size["WIDTH"] ?? 0, height = size["HEIGHT"] ?? 0
        guard width % columns == 0, height % rows == 0 else {
            throw Failure("the xterm window is \(width)x\(height) pixels: not a whole number of cells for \(columns)x\(rows)")
        }
        cellWidth = width / columns
        cellHeight = height / rows
    }

    /// The environment for xterm and xdotool: this display, a UTF-8 locale, no tmux, colours as a
    /// person has them (the test runner may set NO_COLOR for its own output).
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        env["DISPLAY"] = display.isEmpty ? nil : display
        env["LANG"] = "C.UTF-8"
        env.removeValue(forKey: "LC_ALL")
        env.removeValue(forKey: "TMUX")
        env.removeValue(forKey: "TMUX_PANE")
        return env
    }

    /// Kills the program, xterm and Xvfb (each by its own pid) and reaps them; safe to call twice.
    func shutdown() {
        // Still running (no status yet, so its pid is not free): it would outlive its terminal a moment.
        if file("status") == nil, let text = try? String(contentsOf: pidFile, encoding: .utf8), let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1 {
            kill(pid, SIGKILL)
        }
        for process in [terminal, server].compactMap({ $0 }) {
            kill(process.pid, SIGTERM)
            let end = Date().addingTimeInterval(2)
            while !process.hasExited && Date() < end { usleep(10_000) }
            if !process.hasExited {
                kill(process.pid, SIGKILL)
                while !process.hasExited { usleep(10_000) }
            }
        }
        terminal = nil
        server = nil
    }

    /// Runs xdotool on this display; returns its standard output.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        guard let xdotool = Self.xdotool else { throw Failure("xdotool is not installed") }
        let output = dir.appendingPathComponent("xdotool.out"), status = dir.appendingPathComponent("xdotool.status")
        try? FileManager.default.removeItem(at: status)
        let command = ([xdotool] + arguments).map(Self.quote).joined(separator: " ")
        let process = try shell("\(command) >\(Self.quote(output.path)) 2>&1; echo $? >\(Self.quote(status.path))")
        try waitUntil("xdotool \(arguments.joined(separator: " "))", every: 1_000) { process.hasExited }
        let text = file("xdotool.out") ?? ""
        let code = Int32((file("xdotool.status") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        guard code == 0 else { throw Failure("xdotool \(arguments.joined(separator: " ")) exited \(code): \(text)") }
        return text
    }

    /// Something the harness could not do, in one line.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The window pixel a spot means (always inside its cell).
    func pixel(_ spot: Spot) -> (x: Int, y: Int) {
        func inside(_ fraction: Double, _ size: Int) -> Int { min(size - 1, max(0, Int(fraction * Double(size)))) }
        return (spot.column * cellWidth + inside(spot.x, cellWidth), spot.row * cellHeight + inside(spot.y, cellHeight))
    }

    /// xdotool arguments that move the pointer to a spot.
    private func moveArguments(_ spot: Spot) -> [String] {
        let p = pixel(spot)
        return ["mousemove", "--window", window, String(p.x), String(p.y)]
    }

    /// Moves the pointer (with the button down this is a drag).
    func move(to spot: Spot) throws { try xdotool(moveArguments(spot)) }

    /// Moves to a spot and presses the left button.
    func press(at spot: Spot) throws { try xdotool(moveArguments(spot) + ["mousedown", "1"]) }

    /// Moves to a spot and releases the left button.
    func release(at spot: Spot) throws { try xdotool(moveArguments(spot) + ["mouseup", "1"]) }

    /// Presses at `from`, moves through `via` and releases at `to`: one real drag.
    func drag(from: Spot, via: [Spot] = [], to: Spot) throws {
        var arguments = moveArguments(from) + ["mousedown", "1"]
        for spot in via + [to] { arguments += moveArguments(spot) }
        try xdotool(arguments + ["mouseup", "1"])
    }

    /// Types keys (xdotool names: `c`, `q`, `Escape`) into the window under the pointer.
    func key(_ names: String...) throws { try xdotool(["key"] + names) }

    /// Everything the program wrote to the terminal so far (xterm's log).
    func written() -> String {
        (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    }

    /// Waits until the program has turned the mouse on (a tracking mode: 1000, 1002 or 1003, in SGR
    /// encoding, 1006) and, with `pixels`, SGR-Pixels (1016) too: pointer events sent earlier would
    /// reach xterm's own selection instead of the program.
    func waitForMouse(pixels: Bool) throws {
        let on = { (mode: Int) in "\u{1B}[?\(mode)h" }
        let what = "the program to turn the mouse on" + (pixels ? " with SGR-Pixels (?1016h)" : "")
        try waitUntil(what, lastSeen: { self.written().debugDescription.suffix(400).description }) {
            let w = written()
            return [1000, 1002, 1003].contains { w.contains(on($0)) } && w.contains(on(1006)) && (!pixels || w.contains(on(1016)))
        }
    }

    /// The program's exit status, once it has ended.
    func exitStatus(timeout: Double = 5) throws -> Int {
        var status = 0
        try waitUntil("the program to exit", timeout: timeout, lastSeen: { self.stderr() }) {
            guard let text = try? String(contentsOf: statusFile, encoding: .utf8), text.hasSuffix("\n"),
                  let n = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return false }
            status = n
            return true
        }
        return status
    }

    /// The terminal's answers, after the program ended, for `mouseModes`: mode → DECRPM value
    /// (1 set, 2 reset, 0 unknown to the terminal); waits for them.
    func modesAfterExit() throws -> [Int: Int] {
        try waitUntil("the terminal's answers about its mouse modes") { file("modes") != nil }
        var modes: [Int: Int] = [:]
        for reply in (file("modes") ?? "").split(separator: "\u{1B}") {
            // "[?1016;2$y"
            guard reply.hasPrefix("[?"), reply.hasSuffix("$y") else { continue }
            let numbers = reply.dropFirst(2).dropLast(2).split(separator: ";").compactMap { Int($0) }
            if numbers.count == 2 { modes[numbers[0]] = numbers[1] }
        }
        return modes
    }

    /// The contents of a file in the private folder, or nil when it does not exist.
    func file(_ name: String) -> String? {
        try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    }

    /// What the program wrote on standard error.
    func stderr() -> String {
        (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
    }

    /// Polls `condition` every `every` microseconds for at most `timeout` seconds.
    func waitUntil(_ what: String, timeout: Double = 5, every: UInt32 = 10_000, lastSeen: () -> String = { "" },
                   _ condition: () throws -> Bool) throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if try condition() { return }
            usleep(every)
        }
        throw HarnessError.timeout(what, lastSeen())
    }
}
