import FoundationEssentials
import Glibc
import LoupeRuntime

/// Feeds a child's standard input and collects its standard output and error on one thread
/// of its own, with `poll`. No thread pool is involved: a child that runs for a long time
/// (a tmux popup's client) never delays another child's output.
// @unchecked Sendable: the mutable state (`input`, `collected`) is touched only by the poll
// thread inside `run()`, which hands a copy of what it collected to `finished` last.
final class PipeExchange: @unchecked Sendable {
    private var input: (fd: Int32, data: Data)?
    private let output: Int32
    private let errors: Int32
    private let limit: Int
    private var collected = (stdout: Data(), stderr: Data())
    private let finished = Completion<(Data, Data)>()

    /// Takes the pipe ends to serve: the write end of the child's standard input (with what
    /// to write), and the read ends of its standard output and error. It closes them. Of each
    /// output it keeps at most `limit` bytes (the rest is read and dropped).
    init(input: (Int32, Data)?, output: Int32, errors: Int32, limit: Int = .max) {
        self.input = input.map { (fd: $0.0, data: $0.1) }
        self.output = output
        self.errors = errors
        self.limit = limit
        if let fd = self.input?.fd { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    /// Serves the pipes until the input is written and both outputs have ended.
    func run() {
        // A child that stops reading must give EPIPE here, not kill the process with SIGPIPE.
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
        var written = 0
        // Two flags, not an [Int32: Bool]: a dictionary's type is made at run time, and making it
        // searches every conformance in the program (about 0.1 ms, while tmux opens its popup).
        var outputOpen = true, errorsOpen = true
        var buffer = [UInt8](repeating: 0, count: 65536)
        while input != nil || outputOpen || errorsOpen {
            var fds: [pollfd] = []
            if let input { fds.append(pollfd(fd: input.fd, events: Int16(POLLOUT), revents: 0)) }
            if outputOpen { fds.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
            if errorsOpen { fds.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for p in fds where p.revents != 0 {
                if let input, p.fd == input.fd {
                    let n = input.data.withUnsafeBytes { raw in
                        raw.count > written ? write(input.fd, raw.baseAddress.map { $0 + written }, raw.count - written) : 0
                    }
                    if n > 0 { written += n }
                    let failed = n < 0 && errno != EAGAIN && errno != EINTR  // EPIPE: the child stopped reading
                    if written >= input.data.count || failed {
                        close(input.fd)
                        self.input = nil
                    }
                    continue
                }
                let n = buffer.withUnsafeMutableBytes { read(p.fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    if p.fd == output {
                        collected.stdout.append(contentsOf: buffer[0..<min(n, max(0, limit - collected.stdout.count))])
                    } else {
                        collected.stderr.append(contentsOf: buffer[0..<min(n, max(0, limit - collected.stderr.count))])
                    }
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(p.fd)
                    if p.fd == output { outputOpen = false } else { errorsOpen = false }
                }
            }
        }
        if let input { close(input.fd) }
        if outputOpen { close(output) }
        if errorsOpen { close(errors) }
        finished.complete((collected.stdout, collected.stderr))
    }

    /// Waits until `run` has finished, then gives what the child wrote (again on later calls).
    func collect() -> (Data, Data) {
        finished.wait()
    }
}
