import Glibc

/// Writing text straight to standard output or standard error (the descriptor, not stdio's
/// buffer), as a command's result or its complaints, without Foundation's `FileHandle`.
enum StandardStream {
    /// Standard output.
    static let output: Int32 = 1
    /// Standard error.
    static let error: Int32 = 2

    /// Writes all of `text`'s UTF-8 to `fd`, going on after interrupted or partial writes; gives
    /// up quietly when the descriptor fails (a closed pipe), as there is no one left to tell.
    static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress.map { $0 + done }, raw.count - done)
                if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}
