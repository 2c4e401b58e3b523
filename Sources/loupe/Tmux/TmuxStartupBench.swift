import FoundationEssentials
import Glibc
import LoupeCore
import LoupeRelay
import LoupeSystem
import LoupeTmux

/// `loupe tmux --bench`: times each start-up step of `loupe tmux` on a real pane.
///
/// Steps: `tmux -V` (only for servers without `#{version}`); the pane information and
/// capture call; parsing it into the picker's document (done while tmux opens the popup); and a
/// popup over the pane running the relay, timed until the relay has lent its terminal
/// (tmux 3.2 and a client attached). Each step runs `rounds` times; the median is reported.
struct TmuxStartupBench {
    let run: TmuxPickRun
    var rounds = 21

    /// Milliseconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }

    /// The median of one step's timings.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// A step's name cut or padded with spaces to `width` characters (the report's first column).
    static func padded(_ name: String, _ width: Int) -> String {
        let cut = String(name.prefix(width))
        return cut + String(repeating: " ", count: width - cut.count)
    }

    /// Milliseconds with two decimals, right-aligned in 7 columns (`  12.34`).
    static func milliseconds(_ value: Double) -> String {
        let hundredths = Int((max(0, value) * 100).rounded())
        let fraction = hundredths % 100
        let text = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        return String(repeating: " ", count: max(0, 7 - text.count)) + text
    }

    /// Runs the steps and returns a small report.
    func measure() throws -> String {
        var steps: [(String, [Double])] = [("tmux -V (old servers)", []), ("info + capture-pane", []), ("parse to document", []),
                                           ("popup until relay lends tty", [])]
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var rows = 0, columns = 0, popupError: String?
        for round in 0..<rounds {
            var t = Self.now()
            func lap(_ i: Int) { let n = Self.now(); steps[i].1.append(n - t); t = n }
            let (info, body) = try run.captureRaw(); lap(1)
            let version: TmuxVersion
            if let known = info.serverVersion { version = known } else { version = try run.version(); lap(0) }
            _ = TmuxCapture.document(joined: body, pane: info, historyRows: run.historyRows(info), policy: run.tmuxWidths); lap(2)
            rows = run.historyRows(info) + info.frame.size.rows; columns = info.frame.size.columns
            if version.hasPopup && popupError == nil {
                let place = TmuxPickRun.Place(pane: info, version: version, directory: directory.path, runID: "bench-\(round)")
                popupError = try timeRelay(at: place)
                lap(3)
            }
        }
        var report = "loupe tmux start-up, \(columns)x\(rows) capture, median of \(rounds) rounds:\n"
        var total = 0.0
        for (name, values) in steps {
            if values.isEmpty && name.hasPrefix("tmux -V") { continue }
            if name.hasPrefix("popup"), popupError != nil || values.isEmpty {
                report += "  \(Self.padded(name, 28)) n/a (\(popupError ?? "no popups before tmux 3.2"))\n"
                continue
            }
            let m = Self.median(values)
            total += m
            report += "  \(Self.padded(name, 28)) \(Self.milliseconds(m)) ms\n"
        }
        report += "  \(Self.padded("sum", 28)) \(Self.milliseconds(total)) ms\n"
        return report
    }

    /// Opens the popup with the relay (as a run does) and waits for its terminal, then lets
    /// it close; returns what went wrong, or nil.
    func timeRelay(at place: TmuxPickRun.Place) throws -> String? {
        let launch = try run.launchRelay(at: place)
        var failure: String?
        do { _ = try launch.handoff.receive { !launch.launcher.hasExited } } catch { failure = "\(error)" }
        launch.handoff.finish(status: 0)
        let output = launch.launcher.wait()
        if output.status != 0 { failure = String(Substring(String(decoding: output.stderr, as: UTF8.self)).trimmingWhitespace()) }
        return failure
    }
}
