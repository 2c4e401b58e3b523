import Glibc
import LoupeIO
import Synchronization
import Testing

/// How many SIGUSR2s the test's handler has taken.
private let interruptions = Atomic<Int>(0)

/// What the signalling thread needs: whom to interrupt and where to write afterwards.
private final class Signaller: @unchecked Sendable {
    let target: pthread_t?
    let writeEnd: Int32
    let pieces: [String]

    init(target: pthread_t?, writeEnd: Int32, pieces: [String]) {
        self.target = target
        self.writeEnd = writeEnd
        self.pieces = pieces
    }

    /// Before each piece, while the pipe is empty (the reader blocked in `read`), interrupts the
    /// reader 20 times when there is one to interrupt, each signal sent only once the last one's
    /// handler has run (two pending signals of a kind are one: under load they would merge), or
    /// waits 100 ms; then writes the piece. At the end, closes the pipe.
    func run() {
        for piece in pieces {
            for _ in 0..<20 {
                if let target {
                    let before = interruptions.load(ordering: .relaxed)
                    pthread_kill(target, SIGUSR2)
                    var waited = 0
                    while interruptions.load(ordering: .relaxed) == before && waited < 5_000 {
                        usleep(1_000)
                        waited += 1
                    }
                }
                usleep(5_000)
            }
            _ = piece.utf8CString.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count - 1) }
        }
        close(writeEnd)
    }
}

@Suite(.serialized) struct ReadToEndTests {
    /// A pipe whose write end another thread writes `pieces` to, pausing before each (so each
    /// read gets one piece: a short read) and interrupting `reader` with SIGUSR2 while it waits;
    /// then it closes the pipe. Join the thread when done.
    func pipeWritten(_ pieces: [String], interrupting reader: pthread_t? = nil) -> (read: Int32, thread: pthread_t) {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let signaller = Signaller(target: reader, writeEnd: fds[1], pieces: pieces)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Signaller>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, Unmanaged.passRetained(signaller).toOpaque())
        #expect(started == 0)
        return (fds[0], thread)
    }

    @Test func readsEveryShortReadToTheEnd() throws {
        let (fd, thread) = pipeWritten(["first ", "second ", "third"])
        let read = try ReadToEnd.bytes(of: fd, limit: 1000, chunk: 4)
        pthread_join(thread, nil)
        close(fd)
        #expect(String(decoding: read.bytes, as: UTF8.self) == "first second third")
        #expect(read.reachedEnd)
    }

    @Test func aReadInterruptedBySignalsIsTriedAgain() throws {
        var action = sigaction(), previous = sigaction()
        // No SA_RESTART: a blocked read() returns EINTR when the handler has run.
        action.__sigaction_handler.sa_handler = { _ in interruptions.add(1, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        #expect(sigaction(SIGUSR2, &action, &previous) == 0)
        defer { sigaction(SIGUSR2, &previous, nil) }
        // The test's thread may have the signal blocked (it would stay pending): let it in here.
        var unblock = sigset_t(), mask = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGUSR2)
        #expect(pthread_sigmask(SIG_UNBLOCK, &unblock, &mask) == 0)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        let before = interruptions.load(ordering: .relaxed)
        let (fd, thread) = pipeWritten(["interrupted ", "and resumed"], interrupting: pthread_self())
        let read = Result { () throws(ReadToEnd.Failure) in try ReadToEnd.bytes(of: fd, limit: 1000) }
        pthread_join(thread, nil)
        close(fd)
        #expect(interruptions.load(ordering: .relaxed) - before == 40, "every signal reached the reader")
        #expect(read == .success(ReadToEnd.Bytes(bytes: Array("interrupted and resumed".utf8), reachedEnd: true)))
    }

    @Test func stopsAtTheLimitAndSaysThereIsMore() throws {
        let fd = open("/dev/zero", O_RDONLY | O_CLOEXEC)
        #expect(fd >= 0)
        defer { close(fd) }
        let read = try ReadToEnd.bytes(of: fd, limit: 100_000, chunk: 4096)
        #expect(read.bytes.count == 100_000)
        #expect(!read.reachedEnd)
    }

    @Test func exactlyTheLimitReachesTheEnd() throws {
        let (fd, thread) = pipeWritten(["12345"])
        let read = try ReadToEnd.bytes(of: fd, limit: 5)
        pthread_join(thread, nil)
        close(fd)
        #expect(read == ReadToEnd.Bytes(bytes: Array("12345".utf8), reachedEnd: true))
    }

    @Test func aFailedReadThrowsItsError() {
        #expect(throws: ReadToEnd.Failure(code: EBADF)) { try ReadToEnd.bytes(of: -1, limit: 10) }
        #expect(ReadToEnd.Failure(code: EBADF).reason == String(cString: strerror(EBADF)))
    }
}
