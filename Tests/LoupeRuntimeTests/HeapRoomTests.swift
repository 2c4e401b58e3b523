import Glibc
@testable import LoupeRuntime
import Testing

/// Room at the top of a malloc arena (`HeapRoom`): the next allocations of its thread go in it,
/// and `populate` makes its pages present without anyone writing them.
@Suite struct HeapRoomTests {
    /// How many of the pages in [start, end) are resident (`mincore`).
    static func resident(_ start: UInt, _ end: UInt) -> Int {
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        var vector = [UInt8](repeating: 0, count: Int((end - start) / page))
        guard let pointer = UnsafeMutableRawPointer(bitPattern: start),
              mincore(pointer, Int(end - start), &vector) == 0 else { return -1 }
        return vector.filter { $0 & 1 != 0 }.count
    }

    /// What a thread of its own (an arena of its own) found: the room, where its next block
    /// went, and how many of the room's pages were present before `populate`.
    final class Found: @unchecked Sendable {  // written by the thread before `done`, read after
        var room: HeapRoom?
        var block: UInt = 0
        var before = 0
        let done = Completion<Bool>()
    }

    @Test func theNextAllocationsGoInTheRoomAndItsPagesArePresentOncePopulated() throws {
        let found = Found()
        BackgroundThread.run {
            found.room = HeapRoom.reserve(bytes: 1 << 20)
            if let room = found.room, let pointer = UnsafeMutableRawPointer(bitPattern: room.start) {
                // A new thread may be given the arena of one that ended, its pages present already:
                // the room is made fresh (free room, nothing in it to keep), as a new arena's is.
                _ = madvise(pointer, Int(room.end - room.start), MADV_DONTNEED)
                found.before = Self.resident(room.start, room.end)
                let block = malloc(200 * 1024)
                found.block = UInt(bitPattern: block)
                free(block)
            }
            found.done.complete(true)
        }
        _ = found.done.wait()
        let room = try #require(found.room)
        let pages = Int((room.end - room.start) / 4096)
        #expect(pages >= 250, "about 1 MiB of room: \(pages) pages")
        #expect(found.block + 4096 >= room.start && found.block < room.end, "the thread's next block is in the room")
        #expect(found.before == 0, "none present at first: \(found.before) of \(pages)")
        room.populate()
        #expect(Self.resident(room.start, room.end) == pages, "every page present")
    }

    @Test func noRoomIsMadeOfNothing() {
        #expect(HeapRoom.reserve(bytes: 0) == nil)
        #expect(HeapRoom.reserve(bytes: -5) == nil)
    }
}
