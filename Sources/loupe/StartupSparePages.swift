import CStartup

/// What is left of the huge page the installed loupe's start-up cleared for its writable data
/// (Sources/CStartup, about 650 KB present and zero beyond the data): the heap of a plain `view`
/// or `pick` starts on it (`PlainInvocation.opening` gives it to `HeapRoom`), so its first 160
/// pages of malloc take no page fault. Every other way the program runs gives it back first,
/// so it is not left resident for nothing. Nothing happens in a build without that start-up
/// (the tests', another architecture's): there are no such pages.
enum StartupSparePages {
    /// Moves the pages to `start`, as many as fit before `end` (both page-aligned), replacing
    /// what was mapped there, and gives back the rest; the bytes moved.
    static func move(to start: UInt, end: UInt) -> Int {
        Int(loupe_take_spare_pages(start, end))
    }

    /// Unmaps the pages; nothing when they were moved or given back already.
    static func giveBack() {
        _ = loupe_take_spare_pages(0, 0)
    }
}
