#if canImport(Glibc)
import Glibc
import CThreads
#endif

/// Room at the top of the main thread's malloc arena whose pages another thread makes present
/// (`populate`), so that the main thread's next allocations, up to its size, take no page fault.
///
/// A page of memory first written costs a fault: on the 2-core virtual machine the benchmarks
/// run on, 3.3 us each, the same on either core and as much with two at once. On the way to the
/// first screen the main thread takes about 150 of them in the heap (the page's 200x60 cells
/// alone are 94 pages) while the thread that opened the terminal has nothing left to do.
///
/// `reserve` grows the arena's top by malloc and free, after telling glibc to keep such a block
/// in the arena (under its mapping threshold) and not to give the freed top back: the room is
/// then the arena's untouched top, where the caller's next allocations go in order.
public final class HeapRoom: Sendable {
    /// The first page of the room and the end of its last.
    let start: UInt, end: UInt
    /// The end of the pages at the room's start that were present when it was made (`reserve`'s `adopting`).
    let presentEnd: UInt

    /// The most a step of `populate` makes present at once: the process's memory map is locked
    /// meanwhile against a change (a new mapping), which the caller's thread may need then.
    static let step: UInt = 64 * 1024

    private init(start: UInt, end: UInt, presentEnd: UInt) {
        (self.start, self.end, self.presentEnd) = (start, end, presentEnd)
    }

    /// Makes about `bytes` of room at the top of the calling thread's arena (at most 8 MiB): call
    /// it on the main thread (`populate` follows the main arena). Nil when the room could not be
    /// made. Changes how glibc's malloc keeps blocks for the whole process: blocks under 2 MiB
    /// come from the arenas (not mappings of their own), and up to 4 MiB freed at an arena's top
    /// stays the arena's.
    ///
    /// `adopting` may put pages already present at the room's start, where the thread's next
    /// allocations go: it is given the room's first page and the end of its last, moves pages
    /// of its own there (zero, as new heap is; `mremap`) and returns how many bytes it moved.
    /// The installed loupe moves the rest of the huge page its start-up cleared
    /// (`loupe_take_spare_pages`): its first 160 pages of heap then take no fault.
    public static func reserve(bytes: Int, adopting: (_ start: UInt, _ end: UInt) -> Int = { _, _ in 0 }) -> HeapRoom? {
        let size = min(max(bytes, 0), 8 << 20)
        guard size >= 2 * Int(step) else { return nil }
        loupe_malloc_keep_in_arenas(Int32(max(size + (1 << 20), 2 << 20)), Int32(max(size * 2, 4 << 20)))
        guard let block = malloc(size) else { return nil }
        let address = UInt(bitPattern: block)
        free(block)
        // The block's first page holds the arena's own record of the freed top: written already.
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let start = (address + page) & ~(page - 1), end = (address + UInt(size)) & ~(page - 1)
        guard end > start else { return nil }
        let moved = UInt(max(0, adopting(start, end)))
        return HeapRoom(start: start, end: end, presentEnd: min(end, start + (moved & ~(page - 1))))
    }

    /// Makes the room's pages present, from where the main thread's next allocation goes (what
    /// it took meanwhile has been written), or the end of those present from the start, to the
    /// last, a step at a time; stops at the first step the kernel refuses (`MADV_POPULATE_WRITE`
    /// is Linux 5.14's) or that fails.
    public func populate() {
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let top = UInt(loupe_main_arena_top()) & ~(page - 1)
        var at = max(top > start && top < end ? top : start, presentEnd)
        while at < end {
            let length = min(Self.step, end - at)
            guard let pointer = UnsafeMutableRawPointer(bitPattern: at),
                  madvise(pointer, Int(length), Self.populateWrite) == 0 else { return }
            at += length
        }
    }

    /// `MADV_POPULATE_WRITE` (Linux 5.14), which Glibc does not name.
    static let populateWrite: Int32 = 23
}
