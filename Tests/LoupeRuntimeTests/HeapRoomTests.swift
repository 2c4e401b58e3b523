import Glibc
@testable import LoupeRuntime
import Testing

/// Room at the top of a malloc arena (`HeapRoom`): the next allocations of its thread go in it,
/// and `populate` makes its pages present without anyone writing them. One test at a time: each
/// counts the pages present in its room, which another's thread, given the same arena, would write.
@Suite(.serialized) struct HeapRoomTests {
    /// How many of the pages in [start, end) are resident (`mincore`).
    static func resident(_ start: UInt, _ end: UInt) -> Int {
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        var vector = [UInt8](repeating: 0, count: Int((end - start) / page))
        guard let pointer = UnsafeMutableRawPointer(bitPattern: start),
              mincore(pointer, Int(end - start), &vector) == 0 else { return -1 }
        return vector.filter { $0 & 1 != 0 }.count
    }

    /// What a thread of its own (an arena of its own) found: the room, the pages the mover was
    /// given, how many pages were present then, and where its next block went.
    final class Found: @unchecked Sendable {  // written by the thread before `done`, read after
        var room: HeapRoom?
        var given: (start: UInt, end: UInt) = (0, 0)
        var before = 0
        var block: UInt = 0
        let done = Completion<Bool>()
    }

    /// On a thread of its own: the room `reserve` makes, the pages `present` counts in it, then
    /// where a block of `bytes` goes.
    static func found(reserve: @escaping @Sendable (Found) -> HeapRoom?, present: @escaping @Sendable (HeapRoom) -> Int,
                      bytes: Int) -> Found {
        let found = Found()
        BackgroundThread.run {
            found.room = reserve(found)
            if let room = found.room {
                found.before = present(room)
                let block = malloc(bytes)
                found.block = UInt(bitPattern: block)
                free(block)
            }
            found.done.complete(true)
        }
        _ = found.done.wait()
        return found
    }

    @Test func theNextAllocationsGoInTheRoomAndItsPagesArePresentOncePopulated() throws {
        let found = Self.found(reserve: { _ in HeapRoom.reserve(bytes: 1 << 20) }, present: { room in
            // A new thread may be given the arena of one that ended, its pages present already:
            // the room is made fresh (free room, nothing in it to keep), as a new arena's is.
            guard let pointer = UnsafeMutableRawPointer(bitPattern: room.start) else { return -1 }
            _ = madvise(pointer, Int(room.end - room.start), MADV_DONTNEED)
            return Self.resident(room.start, room.end)
        }, bytes: 200 * 1024)
        let room = try #require(found.room)
        let pages = Int((room.end - room.start) / 4096)
        #expect(pages >= 250, "about 1 MiB of room: \(pages) pages")
        #expect(found.block + 4096 >= room.start && found.block < room.end, "the thread's next block is in the room")
        #expect(found.before == 0, "none present at first: \(found.before) of \(pages)")
        room.populate()
        #expect(Self.resident(room.start, room.end) == pages, "every page present")
    }

    @Test func pagesMovedInAtTheStartArePresentWhereTheNextAllocationsGo() throws {
        let moved = 64
        let found = Self.found(reserve: { found in
            HeapRoom.reserve(bytes: 1 << 20) { start, end in
                found.given = (start, end)
                guard let room = UnsafeMutableRawPointer(bitPattern: start) else { return 0 }
                // Fresh, as in `theNextAllocationsGoInTheRoom...`; then new pages mapped over its
                // start and written (as the start-up's spare pages are moved there: present, zero).
                _ = madvise(room, Int(end - start), MADV_DONTNEED)
                guard mmap(room, moved * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == room else {
                    return 0
                }
                for page in 0..<moved { room.storeBytes(of: 0, toByteOffset: page * 4096, as: UInt8.self) }
                return moved * 4096
            }
        }, present: { room in Self.resident(room.start, room.presentEnd) }, bytes: 100 * 1024)
        let room = try #require(found.room)
        #expect(found.given == (room.start, room.end), "the mover is given the room's pages")
        #expect(room.presentEnd == room.start + UInt(moved * 4096))
        #expect(found.before == moved, "the moved pages present before any allocation: \(found.before)")
        #expect(found.block + 4096 >= room.start && found.block < room.presentEnd, "the next block is on them")
        room.populate()
        #expect(Self.resident(room.start, room.end) == Int((room.end - room.start) / 4096), "every page present")
    }

    @Test func aMoverThatMovesNothingLeavesTheRoomAsItIs() throws {
        let room = try #require(HeapRoom.reserve(bytes: 1 << 20) { _, _ in 0 })
        #expect(room.presentEnd == room.start)
        let negative = try #require(HeapRoom.reserve(bytes: 1 << 20) { _, _ in -4096 })
        #expect(negative.presentEnd == negative.start)
    }

    @Test func noRoomIsMadeOfNothing() {
        #expect(HeapRoom.reserve(bytes: 0) == nil)
        #expect(HeapRoom.reserve(bytes: -5) == nil)
    }
}
