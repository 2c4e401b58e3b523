#if canImport(Glibc)
import Glibc
#endif

/// Room made ahead in the calling thread's malloc arena, for a thread that is about to
/// allocate a lot in small pieces.
///
/// glibc gives every thread but the first an arena of its own and grows it only as far as each
/// allocation needs, a page or two at a time, with one `mprotect` call per step. Each call takes
/// the process's memory-map lock and makes the kernel flush the other CPU's address cache while
/// another thread of the process runs there: making ncurses' screen for 200x60 cells (about 1 MB,
/// in lines of a few KB) took about 170 such calls beside the thread building the first frame.
/// Taking the room in pieces just under the size glibc would map on its own (128 KiB) grows the
/// arena in a few large steps; freed, the room stays the arena's (glibc gives the pages back
/// with one `madvise`, which keeps them usable without another `mprotect`).
public enum ThreadArena {
    /// The largest piece taken at once: under glibc's default threshold for mapping an allocation by itself.
    static let piece = 96 * 1024

    /// Makes about `bytes` of room in this thread's arena (at most 64 MiB, the size of one arena's heap).
    public static func reserve(bytes: Int) {
        let count = (min(max(0, bytes), 64 << 20) + piece - 1) / piece
        guard count > 0 else { return }
        var pieces: [UnsafeMutableRawPointer] = []
        pieces.reserveCapacity(count)
        for _ in 0..<count {
            guard let p = malloc(piece) else { break }
            pieces.append(p)
        }
        // First to last: each joins the free room before it and the last joins the arena's top
        // with all of them, so glibc gives the pages back once (last to first: once per piece).
        for p in pieces { free(p) }
    }
}
