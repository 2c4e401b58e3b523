import Foundation
import Testing
import LoupeSystem

@Suite("child process", .timeLimit(.minutes(1)))
struct ChildProcessTests {
    @Test("run: standard input in, standard output and error apart, the exit status")
    func run() throws {
        let output = try ChildProcess.run("/bin/sh", ["-c", "tr a-z A-Z; echo oops >&2; exit 3"], stdin: Data("hello\n".utf8))
        #expect(output.status == 3)
        #expect(String(decoding: output.stdout, as: UTF8.self) == "HELLO\n")
        #expect(String(decoding: output.stderr, as: UTF8.self) == "oops\n")
    }

    @Test("a megabyte through cat: input is written while output is read, so neither side blocks the other")
    func bigInputAndOutput() throws {
        let input = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
        let output = try ChildProcess.run("/bin/cat", [], stdin: input)
        #expect(output.status == 0 && output.stdout == input)
    }

    @Test("a child that stops reading its input early: an error status, not a killed caller (SIGPIPE)")
    func childStopsReading() throws {
        let output = try ChildProcess.run("/bin/sh", ["-c", "head -c 10 >/dev/null; exit 4"], stdin: Data(count: 1 << 20))
        #expect(output.status == 4)
    }

    @Test("a child ended by a signal reports 128 + the signal")
    func signalled() throws {
        let output = try ChildProcess.run("/bin/sh", ["-c", "kill -TERM $$"])
        #expect(output.status == 128 + SIGTERM)
    }

    @Test("start: the caller goes on while the child runs; hasExited turns true once it ends, and wait still gives its output")
    func start() throws {
        let child = try ChildProcess.start("/bin/sh", ["-c", "read line; echo got $line; exit 5"], stdin: nil)
        // Standard input is /dev/null: `read` ends at once, so the child exits by itself.
        var exited = false
        for _ in 0..<500 where !exited {
            exited = child.hasExited
            if !exited { usleep(10_000) }
        }
        #expect(exited)
        let output = child.wait()
        #expect(output.status == 5)
        #expect(String(decoding: output.stdout, as: UTF8.self) == "got\n")

        let sleeper = try ChildProcess.start("/bin/sleep", ["5"])
        #expect(!sleeper.hasExited, "still running")
        kill(sleeper.pid, SIGKILL)
        #expect(sleeper.wait().status == 128 + SIGKILL)
        #expect(sleeper.hasExited)
    }

    @Test("a program that does not exist: a SpawnError naming it")
    func missing() {
        #expect(throws: ChildProcess.SpawnError.self) { try ChildProcess.run("/nonexistent/program", []) }
        do { _ = try ChildProcess.run("/nonexistent/program", []) } catch { #expect("\(error)".contains("/nonexistent/program")) }
    }
}
