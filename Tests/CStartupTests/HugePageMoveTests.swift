import CStartup
import CUserFaults
import Foundation
import Glibc
import Testing

/// The installed loupe's start-up move of its writable data onto a transparent huge page
/// (`loupe_move_onto_huge_page`, Sources/CStartup), tried here on a range made like a program's:
/// a file's bytes mapped private and writable, then zero pages as a .bss.
@Suite(.serialized) struct HugePageMoveTests {
    static let page = 4096

    /// A range of `fileBytes` from a file (a pattern) followed by `zeroBytes` of anonymous pages,
    /// at consecutive addresses, as the kernel maps a program's data and .bss.
    final class Range {
        let start: UInt, filled: UInt, end: UInt
        let fileBytes: Int

        init(fileBytes: Int, zeroBytes: Int) throws {
            self.fileBytes = fileBytes
            var name = Array("/tmp/loupe-huge-XXXXXX".utf8CString)
            let fd = mkstemp(&name)
            try #require(fd >= 0)
            defer { close(fd); unlink(name) }
            let bytes = (0..<fileBytes).map { Self.byte(at: $0) }
            try #require(bytes.withUnsafeBytes { write(fd, $0.baseAddress, fileBytes) } == fileBytes)
            let filePart = (fileBytes + HugePageMoveTests.page - 1) / HugePageMoveTests.page * HugePageMoveTests.page
            // A reservation for both parts, then each mapped in place over it.
            let reserved = try #require(mmap(nil, filePart + zeroBytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
            try #require(reserved != MAP_FAILED)
            try #require(mmap(reserved, filePart, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_FIXED, fd, 0) == reserved)
            let zeros = reserved + filePart
            try #require(mmap(zeros, zeroBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == zeros)
            start = UInt(bitPattern: reserved)
            filled = start + UInt(filePart)
            end = filled + UInt(zeroBytes)
        }

        deinit { munmap(UnsafeMutableRawPointer(bitPattern: start), Int(end - start)) }

        static func byte(at offset: Int) -> UInt8 { UInt8(truncatingIfNeeded: offset &* 7 &+ offset >> 12) }

        /// Whether every byte is the file's, then zero.
        var holdsItsBytes: Bool {
            guard let base = UnsafePointer<UInt8>(bitPattern: start) else { return false }
            for offset in 0..<Int(end - start) where base[offset] != (offset < fileBytes ? Self.byte(at: offset) : 0) {
                return false
            }
            return true
        }

        /// The mapping at `start` in /proc/self/maps: its line's path, "" for anonymous memory.
        var mappedFrom: String? {
            guard let file = fopen("/proc/self/maps", "r") else { return nil }
            defer { fclose(file) }
            var line: UnsafeMutablePointer<CChar>?
            var capacity = 0
            defer { free(line) }
            while getline(&line, &capacity, file) > 0, let line {
                let text = String(cString: line)
                let fields = text.split(separator: " ", omittingEmptySubsequences: true)
                let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
                guard bounds.count == 2, bounds[0] <= start, start < bounds[1] else { continue }
                return fields.count > 5 ? String(fields[5]).trimmingCharacters(in: .newlines) : ""
            }
            return nil
        }
    }

    /// `prctl(2)`, which Swift cannot call as C declares it (variadic): its integer arguments
    /// passed as the kernel reads them.
    static let getHugePagesDisabled: Int32 = 42, setHugePagesDisabled: Int32 = 41  // PR_GET_/PR_SET_THP_DISABLE

    static func prctl(_ option: Int32, _ value: UInt) -> Int32 {
        typealias Call = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return -1 }
        return unsafeBitCast(symbol, to: Call.self)(option, value, 0, 0, 0)
    }

    /// Whether this kernel gives this process a huge page now without reclaim, as the move asks
    /// for one: THP not "never", not disabled for the process, a free 2 MiB block listed, and a
    /// huge page made present by one write into 2 MiB asked for with `MADV_HUGEPAGE`.
    static var hugePagesGiven: Bool {
        guard let text = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8),
              !text.contains("[never]"), prctl(getHugePagesDisabled, 0) == 0, freeHugeBlocks() > 0 else { return false }
        let huge = 2 << 20
        guard let room = mmap(nil, 2 * huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), room != MAP_FAILED else {
            return false
        }
        defer { munmap(room, 2 * huge) }
        let aligned = room + (huge - Int(bitPattern: room) % huge) % huge
        guard madvise(aligned, huge, MADV_HUGEPAGE) == 0 else { return false }
        aligned.storeBytes(of: 1, as: UInt8.self)
        var present: UInt8 = 0
        return mincore(aligned + huge - page, page, &present) == 0 && present & 1 != 0
    }

    static func freeHugeBlocks() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/buddyinfo", encoding: .utf8) else { return -1 }
        return FreeHugeBlocksTests.count(text)
    }

    @Test func theBytesStayAndTheRangeBecomesAnonymousMemory() throws {
        let range = try Range(fileBytes: 760 * 1024 + 123, zeroBytes: 640 * 1024)
        #expect(range.mappedFrom?.hasPrefix("/tmp/loupe-huge-") == true, "a file's mapping before: \(range.mappedFrom ?? "none")")
        let given = Self.hugePagesGiven
        let moved = loupe_move_onto_huge_page(range.start, range.filled, range.end)
        #expect(moved == (given ? 1 : 0), "moved \(moved), huge pages given: \(given)")
        #expect(range.holdsItsBytes, "the file's bytes, then zeros")
        if moved == 1 {
            #expect(range.mappedFrom == "", "anonymous memory after: \(range.mappedFrom ?? "none")")
        }
        // Writable everywhere, as the program's data must be.
        let base = try #require(UnsafeMutablePointer<UInt8>(bitPattern: range.start))
        for offset in stride(from: 0, to: Int(range.end - range.start), by: Self.page) { base[offset] = 0xA5 }
        #expect(stride(from: 0, to: Int(range.end - range.start), by: Self.page).allSatisfy { base[$0] == 0xA5 })
    }

    /// The entry point's way (entry.c): the start's thread, on another processor, makes the huge
    /// page present and copies the data onto it while this one reads the list; this one puts it
    /// in place. On one processor no thread starts and this one does it all.
    @Test func theStartsThreadCopiesTheDataOntoTheHugePageAndTheMoveEndsTheSame() throws {
        var (range, move) = try Self.reservedMove()
        let given = Self.hugePagesGiven
        let toucher = loupe_start_toucher_begin(move.huge, range.start, range.filled - range.start)
        if toucher != 0 {
            // Once the thread has begun the copy (its second byte is the file's), the move is its.
            let deadline = Date().addingTimeInterval(10)
            let huge = try #require(UnsafePointer<UInt8>(bitPattern: move.huge))
            while !(Self.resident(move.huge, pages: 1) == 1 && huge[1] == Range.byte(at: 1)) && Date() < deadline { usleep(1000) }
        }
        // No list beside the tests: no page to map in.
        let copied = toucher != 0 ? loupe_start_pages_share(toucher, loupe_start_pages_limit()) : 0
        #expect(copied == (toucher != 0 ? 1 : 0), "the thread's copy: \(copied), a thread started: \(toucher != 0)")
        let moved = loupe_huge_move_finish(&move, copied)
        if toucher != 0 && copied == 1 && moved == 1 {
            // The processor the thread made the huge page on, noted for the exit (huge_page_exit.c).
            loupe_start_huge_page_placed(toucher)
            let processor = loupe_start_huge_page_processor()
            #expect(Self.allowedProcessors.contains(Int(processor)), "made on processor \(processor)")
        }
        if toucher != 0 {
            // What the start-up asks again is kept for it (Sources/CRuntimeStart): the program's
            // path as /proc/self/exe links to it, the processors it may run on.
            loupe_start_facts_keep(toucher)
            var length = 0
            let kept = try #require(loupe_start_executable(&length), "the program's path kept")
            let path = String(decoding: UnsafeRawBufferPointer(start: kept, count: length), as: UTF8.self)
            #expect(path == (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")))
            var mask: UInt64 = 0
            #expect(loupe_start_affinity(&mask) == 1)
            #expect(mask == Self.allowedProcessors.reduce(UInt64(0)) { $0 | (UInt64(1) << UInt64($1)) })
            loupe_start_toucher_release(toucher)
        }
        #expect(moved == (given ? 1 : 0), "moved \(moved), huge pages given: \(given)")
        #expect(range.holdsItsBytes, "the file's bytes, then zeros")
        if moved == 1 {
            #expect(range.mappedFrom == "", "anonymous memory after: \(range.mappedFrom ?? "none")")
            let spare = Int(2 << 20) - Int(range.end - range.start)
            let destination = try #require(Self.freshPages(spare / Self.page))
            defer { munmap(UnsafeMutableRawPointer(bitPattern: destination), spare) }
            #expect(loupe_take_spare_pages(destination, destination + UInt(spare)) == spare, "the huge page's rest kept for the heap")
        }
        let base = try #require(UnsafeMutablePointer<UInt8>(bitPattern: range.start))
        for offset in stride(from: 0, to: Int(range.end - range.start), by: Self.page) { base[offset] = 0xA5 }
        #expect(stride(from: 0, to: Int(range.end - range.start), by: Self.page).allSatisfy { base[$0] == 0xA5 })
    }

    @Test(.enabled(if: faultsCanBeHeld, "userfaultfd is refused here (a container's filter, say)"))
    func aHugePageWhoseFaultLastsIsGivenUpAndTheDataStaysWhereItIs() throws {
        var (range, move) = try Self.reservedMove()
        let file = range.mappedFrom
        let huge = move.huge, room = move.room, mapped = move.mapped
        // The thread's first write to the huge page waits until this test lets it go, as one the
        // host has to give back first does (4-5 ms). (Only that page: a copy would fault on others.)
        let faults = loupe_test_faults_hold(huge, Self.page)
        try #require(faults >= 0, "userfaultfd: \(String(cString: strerror(errno)))")
        defer { close(faults) }
        let toucher = loupe_start_toucher_begin(huge, range.start, range.filled - range.start)
        guard toucher != 0 else {
            // One processor to run on: no thread; the entry point does the move itself.
            #expect(Self.processorsAllowed == 1, "no thread started with \(Self.processorsAllowed) processors")
            loupe_huge_move_leave(&move)
            munmap(UnsafeMutableRawPointer(bitPattern: huge), 2 << 20)
            return
        }
        #expect(loupe_test_faults_next(faults, 10_000) == huge, "the thread's write to the huge page, held")
        // Let go after 5 s in any case (a thread of its own: this one does not yield while it
        // waits), so that a wait that is not given up ends, and fails below.
        let watch = FaultWatch()
        Thread {
            let end = Date().addingTimeInterval(5)
            while !watch.isOver && Date() < end { usleep(10_000) }
            if !watch.isOver { _ = loupe_test_faults_let_go(faults, huge) }
            watch.gone.signal()
        }.start()
        let shared = loupe_start_pages_share(toucher, loupe_start_pages_limit())
        watch.isOver = true
        watch.gone.wait()
        #expect(shared == -1, "the wait for the copy given up: \(shared)")
        // The data it mapped in to be copied, unmapped again unwritten (its first write then
        // flushes no other processor's TLB).
        #expect(Self.mappedIn(range.start) == false, "the data's first page still mapped in")
        #expect(loupe_start_processor_held() == 1, "the thread's processor not said to be held")
        loupe_huge_move_leave(&move)
        #expect(Self.mappedIn(range.start) == true && Self.mappedIn(range.end - UInt(Self.page)) == true,
                "the range's pages made present once the move is given up")
        loupe_start_toucher_release(toucher)
        _ = loupe_test_faults_let_go(faults, huge)
        // The room but the huge page given back at once; the huge page by the thread, once its
        // fault is over.
        if huge > room { #expect(Self.resident(room, pages: 1) == -1, "the room before the huge page given back") }
        if room + mapped > huge + (2 << 20) { #expect(Self.resident(huge + (2 << 20), pages: 1) == -1, "the room after it given back") }
        let deadline = Date().addingTimeInterval(10)
        while Self.resident(huge, pages: 1) != -1 && Date() < deadline { usleep(1000) }
        #expect(Self.resident(huge, pages: 1) == -1, "the huge page given back by the thread")
        #expect(loupe_start_processor_held() == 0, "the thread's processor still said to be held")
        #expect(range.holdsItsBytes, "the file's bytes, then zeros")
        #expect(range.mappedFrom == file, "still where the kernel mapped it: \(range.mappedFrom ?? "none")")
        let base = try #require(UnsafeMutablePointer<UInt8>(bitPattern: range.start))
        for offset in stride(from: 0, to: Int(range.end - range.start), by: Self.page) { base[offset] = 0xA5 }
        #expect(stride(from: 0, to: Int(range.end - range.start), by: Self.page).allSatisfy { base[$0] == 0xA5 })
        #expect(loupe_take_spare_pages(0, 0) == 0, "no huge page's rest for the heap")
    }

    /// Whether the page at `address` is mapped in (/proc/self/pagemap's "present"); nil when
    /// that cannot be read.
    static func mappedIn(_ address: UInt) -> Bool? {
        let fd = open("/proc/self/pagemap", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var entry: UInt64 = 0
        guard pread(fd, &entry, 8, off_t(address / UInt(page)) * 8) == 8 else { return nil }
        return entry & (1 << 63) != 0
    }

    /// Whether this process may hold its own faults (userfaultfd, user-mode faults only).
    static let faultsCanBeHeld: Bool = {
        guard let page = freshPages(1) else { return false }
        defer { munmap(UnsafeMutableRawPointer(bitPattern: page), HugePageMoveTests.page) }
        let faults = loupe_test_faults_hold(page, HugePageMoveTests.page)
        if faults >= 0 { close(faults) }
        return faults >= 0
    }()

    /// A range made like a program's data and .bss, and room reserved for its move: where the
    /// entry point's ways begin (what an earlier move left given back first).
    static func reservedMove() throws -> (range: Range, move: loupe_huge_move) {
        _ = loupe_take_spare_pages(0, 0)
        let range = try Range(fileBytes: 760 * 1024 + 123, zeroBytes: 640 * 1024)
        var move = loupe_huge_move()
        try #require(loupe_huge_move_reserve(&move, range.start, range.filled, range.end) == 1)
        return (range, move)
    }

    /// Whether the test is past the wait the watch guards, and a word from the watch's thread
    /// once it is gone.
    final class FaultWatch: @unchecked Sendable {
        private let lock = NSLock()
        private var over = false
        let gone = DispatchSemaphore(value: 0)
        var isOver: Bool {
            get { lock.withLock { over } }
            set { lock.withLock { over = newValue } }
        }
    }

    /// How many processors this process may run on.
    static var processorsAllowed: Int { allowedProcessors.count }

    /// The processors process `pid` may run on (/proc/PID/status's Cpus_allowed_list: "0-3,6").
    static func processors(of pid: String = "self") -> Set<Int> {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else { return [] }
        var found = Set<Int>()
        for part in line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces).split(separator: ",") {
            let bounds = part.split(separator: "-").compactMap { Int($0) }
            if let first = bounds.first { found.formUnion(first...(bounds.last ?? first)) }
        }
        return found
    }

    static var allowedProcessors: Set<Int> { processors() }

    /// The exit's move of every thread of a process to one processor (huge_page_exit.c), tried on
    /// a child of the tests' process, not on this one.
    @Test func everyThreadOfAProcessIsMovedToTheProcessorAsked() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["30"]
        try child.run()
        defer {
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
        }
        let pid = child.processIdentifier
        let target = try #require(Self.processors(of: "\(pid)").max())
        #expect(loupe_move_threads_to(pid, Int32(target)) == 1, "the one thread of sleep moved")
        #expect(Self.processors(of: "\(pid)") == [target])
        #expect(loupe_move_threads_to(pid, -1) == -1)
        #expect(loupe_move_threads_to(pid, 1 << 20) == -1)
        #expect(loupe_move_threads_to(-1, Int32(target)) == -1, "no such process")
    }

    /// How many of the pages from `start` (`count` of them) are resident (`mincore`).
    static func resident(_ start: UInt, pages count: Int) -> Int {
        var vector = [UInt8](repeating: 0, count: count)
        guard let pointer = UnsafeMutableRawPointer(bitPattern: start), mincore(pointer, count * page, &vector) == 0 else { return -1 }
        return vector.filter { $0 & 1 != 0 }.count
    }

    /// Fresh anonymous memory of `pages` pages, none present; nil when it cannot be mapped.
    static func freshPages(_ pages: Int) -> UInt? {
        guard let memory = mmap(nil, pages * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else { return nil }
        return UInt(bitPattern: memory)
    }

    @Test func theHugePagesRestGoesWhereItIsAskedPresentAndZeroOnce() throws {
        _ = loupe_take_spare_pages(0, 0)  // what an earlier move left
        let range = try Range(fileBytes: 760 * 1024 + 123, zeroBytes: 640 * 1024)
        let moved = loupe_move_onto_huge_page(range.start, range.filled, range.end)
        // The huge page's 2 MiB less the range: present and zero.
        let spare = moved == 1 ? Int(2 << 20) - Int(range.end - range.start) : 0
        let destinationPages = 256
        let destination = try #require(Self.freshPages(destinationPages))
        defer { munmap(UnsafeMutableRawPointer(bitPattern: destination), destinationPages * Self.page) }
        #expect(Self.resident(destination, pages: destinationPages) == 0)
        let taken = loupe_take_spare_pages(destination, destination + UInt(destinationPages * Self.page))
        #expect(taken == spare, "moved \(moved): \(taken) bytes taken of \(spare)")
        #expect(Self.resident(destination, pages: destinationPages) == spare / Self.page, "the pages moved are present, no other")
        let bytes = try #require(UnsafeMutablePointer<UInt8>(bitPattern: destination))
        #expect((0..<spare).allSatisfy { bytes[$0] == 0 }, "zero, as new heap is")
        // Writable, and the range moved before is untouched by it.
        for offset in stride(from: 0, to: spare, by: Self.page) { bytes[offset] = 0x5A }
        #expect(range.holdsItsBytes)
        #expect(loupe_take_spare_pages(destination, destination + UInt(destinationPages * Self.page)) == 0, "taken once")
    }

    @Test func theHugePagesRestIsGivenBackWhenItDoesNotAllFitOrIsRefused() throws {
        _ = loupe_take_spare_pages(0, 0)
        let range = try Range(fileBytes: 700 * 1024, zeroBytes: 700 * 1024)
        let moved = loupe_move_onto_huge_page(range.start, range.filled, range.end)
        let destination = try #require(Self.freshPages(16))
        defer { munmap(UnsafeMutableRawPointer(bitPattern: destination), 16 * Self.page) }
        // Room for 4 pages: 4 moved, the rest given back (a second take finds none).
        #expect(loupe_take_spare_pages(destination, destination + UInt(4 * Self.page)) == (moved == 1 ? 4 * Self.page : 0))
        #expect(Self.resident(destination, pages: 16) == (moved == 1 ? 4 : 0))
        #expect(loupe_take_spare_pages(destination + UInt(8 * Self.page), destination + UInt(16 * Self.page)) == 0)
        // Refused (not page-aligned): nothing moved, and none kept either.
        _ = loupe_move_onto_huge_page(range.start, range.filled, range.end)
        #expect(loupe_take_spare_pages(destination + 1, destination + UInt(16 * Self.page)) == 0)
        #expect(loupe_take_spare_pages(destination, destination + UInt(16 * Self.page)) == 0)
        #expect(Self.resident(destination, pages: 16) == (moved == 1 ? 4 : 0))
        #expect(range.holdsItsBytes)
    }

    @Test func aRangeItCannotTakeIsLeftAsItWas() throws {
        let range = try Range(fileBytes: 600 * 1024, zeroBytes: 200 * 1024)
        let before = range.mappedFrom
        #expect(loupe_move_onto_huge_page(range.start + 1, range.filled, range.end) == 0, "not page-aligned")
        #expect(loupe_move_onto_huge_page(range.filled, range.start, range.end) == 0, "filled before start")
        #expect(loupe_move_onto_huge_page(range.start, range.filled, range.start + 256 * 1024) == 0, "under 512 KiB")
        #expect(range.mappedFrom == before)
        #expect(range.holdsItsBytes)
    }

    @Test func withHugePagesDisabledForTheProcessNothingMoves() throws {
        let range = try Range(fileBytes: 700 * 1024, zeroBytes: 400 * 1024)
        try #require(Self.prctl(Self.setHugePagesDisabled, 1) == 0)
        let moved = loupe_move_onto_huge_page(range.start, range.filled, range.end)
        _ = Self.prctl(Self.setHugePagesDisabled, 0)
        #expect(moved == 0)
        #expect(range.mappedFrom?.hasPrefix("/tmp/loupe-huge-") == true, "still the file's mapping: \(range.mappedFrom ?? "none")")
        #expect(range.holdsItsBytes)
    }
}

/// `/proc/buddyinfo` read for a free block of 2 MiB or more (`loupe_free_huge_blocks`).
@Suite struct FreeHugeBlocksTests {
    static func count(_ text: String) -> Int {
        text.withCString { loupe_free_huge_blocks($0, strlen($0)) }
    }

    @Test func ordersNineAndTenAreCountedOutsideTheDMAZone() {
        let text = """
            Node 0, zone      DMA      0      0      0      0      0      0      0      0      1      1      3
            Node 0, zone    DMA32      2      3      0      2      3      2      1      4      4      2    752
            Node 0, zone   Normal   4115   4642   2827   2680   1329   1420   1298   1091    563    271   2132

            """
        #expect(Self.count(text) == 2 + 752 + 271 + 2132)
    }

    @Test func noneFreeIsZero() {
        #expect(Self.count("Node 0, zone   Normal   4115   4642   2827   2680   1329   1420   1298   1091    563      0      0\n") == 0)
        #expect(Self.count("Node 0, zone      DMA      0      0      0      0      0      0      0      0      1      1      3\n") == 0)
        // Two nodes, the second with its free blocks.
        #expect(Self.count("Node 0, zone Normal 1 1 1 1 1 1 1 1 1 0 0\nNode 1, zone Normal 1 1 1 1 1 1 1 1 1 0 5\n") == 5)
    }

    @Test func textOfAnotherFormIsRefused() {
        #expect(Self.count("") == -1)
        #expect(Self.count("hello\n") == -1)
        #expect(Self.count("Node 0, zone Normal 1 2 3\n") == -1, "fewer than 11 orders")
        #expect(Self.count("Node 0, zone Normal 1 2 3 4 5 6 7 8 9 x0 11\n") == -1)
    }

    @Test func thisKernelsListIsRead() throws {
        let text = try #require(try? String(contentsOfFile: "/proc/buddyinfo", encoding: .utf8))
        #expect(Self.count(text) >= 0, "\(text)")
    }
}
