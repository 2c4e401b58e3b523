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

    @Test("a child gets standard input, output and error and no other descriptor of the caller's")
    func noOtherDescriptors() throws {
        // Descriptors without close-on-exec, such as a pipe's, would stay open in a child otherwise.
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for fd in ends { close(fd) } }
        let output = try ChildProcess.run("/bin/sh", ["-c", "ls /proc/$$/fd"])
        let open = String(decoding: output.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(output.status == 0)
        #expect(open.sorted() == ["0", "1", "2"], "the child had \(open) open")
    }

    @Test("without glibc's close-from action (a static binary), each open descriptor is closed one by one")
    func closeEachFrom3() throws {
        var ends: [Int32] = [-1, -1], output: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0 && pipe(&output) == 0)
        defer { for fd in ends { close(fd) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        ChildProcess.closeEachFrom3(&actions)
        var pid: pid_t = 0
        let words: [String] = ["/bin/sh", "-c", "ls /proc/$$/fd"]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        #expect(posix_spawn(&pid, "/bin/sh", &actions, nil, argv, nil) == 0)
        close(output[1])
        var listing = Data(), buffer = [UInt8](repeating: 0, count: 4096)
        while case let n = read(output[0], &buffer, buffer.count), n > 0 { listing.append(contentsOf: buffer[0..<n]) }
        close(output[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let open = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(open.sorted() == ["0", "1", "2"], "the child had \(open) open")
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
