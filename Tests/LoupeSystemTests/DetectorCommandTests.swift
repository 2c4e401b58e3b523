import Foundation
import Glibc
import LoupeCore
import LoupeRuntime
import LoupeSystem
import Testing

/// A user detector's command, run for real: the selection on standard input, its output kept,
/// killed (with what it started) at the time limit, garbage kept as bytes for the title to show safely.
@Suite("detector command", .timeLimit(.minutes(1)))
struct DetectorCommandTests {
    /// Milliseconds `body` takes.
    static func timed<T>(_ body: () -> T) -> (T, Double) {
        let clock = MonotonicClock()
        let start = clock.now
        let result = body()
        return (result, clock.now.milliseconds(since: start))
    }

    @Test("the selection on standard input; what it prints comes back; status 0 succeeds")
    func printsItsAnswer() {
        let answer = DetectorCommand.run("printf 'size: %s\\nsecond line\\n' \"$(wc -c)\"", input: "hello")
        #expect(answer.outcome == .succeeded)
        #expect(String(decoding: answer.output, as: UTF8.self) == "size: 5\nsecond line\n")
        #expect(DetectorTitle.of(output: answer.output, width: 40) == "size: 5")
    }

    @Test("a command that hangs is killed at 200 ms, and what it started with it (its output pipe closes)")
    func hangingIsKilled() {
        let (answer, ms) = Self.timed { DetectorCommand.run("printf early; sleep 5", input: "") }
        #expect(answer.outcome == .timedOut)
        #expect(ms >= 190 && ms < 1500, "took \(ms) ms")
        #expect(answer.failure == "timed out after 200 ms")
        // A background child that keeps the output open after the shell exits is killed too.
        let (left, leftMs) = Self.timed { DetectorCommand.run("sleep 5 & echo quick", input: "") }
        #expect(left.outcome == .succeeded && String(decoding: left.output, as: UTF8.self) == "quick\n")
        #expect(leftMs < 1500, "took \(leftMs) ms")
    }

    @Test("binary garbage comes back as bytes, at most DetectorAnswer.longest, and its title shows it safely")
    func garbage() {
        let answer = DetectorCommand.run("printf 'ab\\033]52;c;aGk=\\007\\001\\377\\033[31mred\\n'; head -c 100000 /dev/urandom", input: "")
        #expect(answer.outcome == .succeeded)
        #expect(answer.output.count == DetectorAnswer.longest, "capped: \(answer.output.count)")
        let title = DetectorTitle.of(output: answer.output, width: 40)
        #expect(title == "ab␁\u{FFFD}red", "\(String(describing: title))")
        #expect(title?.unicodeScalars.contains { ControlPictures.isControl($0) } == false)
    }

    @Test("a failing command, one that cannot start, one that prints nothing")
    func failures() {
        let failed = DetectorCommand.run("echo partial; exit 3", input: "")
        #expect(failed.outcome == .failed(status: 3) && failed.failure == "exit status 3")
        let killed = DetectorCommand.run("kill -SEGV $$", input: "")
        #expect(killed.outcome == .failed(status: 128 + SIGSEGV) && killed.failure == "killed by signal 11")
        let missing = DetectorCommand.run("no-such-command-here", input: "")
        #expect(missing.outcome == .failed(status: 127))
        let silent = DetectorCommand.run("true", input: "x")
        #expect(silent.outcome == .succeeded && DetectorTitle.of(output: silent.output, width: 40) == nil)
    }
}
