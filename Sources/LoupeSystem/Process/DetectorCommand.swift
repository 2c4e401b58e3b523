import FoundationEssentials
import Glibc
import LoupeCore
import LoupeRuntime

/// A user detector's command (`[[menu.detectors]]`): run by `/bin/sh -c` with the selection on
/// its standard input, as a menu's user action is, but for its output and against the clock. It
/// leads a process group of its own; once it has run `limit` milliseconds the whole group is
/// killed (`sh -c 'sleep 5'` ends at the limit, its `sleep` with it), and so is whatever it left
/// running when it exits. At most `DetectorAnswer.longest` bytes of its output are kept.
///
/// ```swift
/// DetectorCommand.run("tr a-z A-Z", input: "hello")   // output "HELLO", .succeeded
/// DetectorCommand.run("sleep 5", input: "")           // .timedOut, after 200 ms
/// ```
public enum DetectorCommand {
    /// Runs `command` with `input` on its standard input for at most `limit` milliseconds.
    public static func run(_ command: String, input: String, limit: Int = UserDetector.timeLimit,
                           environment: [String: String]? = nil) -> DetectorAnswer {
        let child: ChildProcess.Running
        do {
            child = try ChildProcess.start("/bin/sh", ["-c", command], stdin: Data(input.utf8), environment: environment,
                                           ownGroup: true, outputLimit: DetectorAnswer.longest)
        } catch {
            return DetectorAnswer(output: [], outcome: .notStarted("\(error)"))
        }
        let clock = MonotonicClock()
        let deadline = clock.now.adding(milliseconds: Double(limit))
        var timedOut = false
        while !child.hasExitedUnreaped {
            if clock.now >= deadline {
                timedOut = true
                break
            }
            usleep(1000)
        }
        // Still unreaped: the group's id cannot have gone to anyone else.
        child.killGroup()
        let ran = child.wait()
        let output = [UInt8](ran.stdout)
        if timedOut { return DetectorAnswer(output: output, outcome: .timedOut) }
        return DetectorAnswer(output: output, outcome: ran.status == 0 ? .succeeded : .failed(status: ran.status))
    }
}
