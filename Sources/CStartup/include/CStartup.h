// Start-up of the installed loupe: its writable data moved onto a transparent huge page before
// glibc's start-up relocates it (docs/performance.md, "The writable data on a huge page"). The
// Makefile makes `loupe_start` (entry.c) the entry point of the static-pie it installs, on
// x86-64; the first and last functions below are what it calls, declared for the tests. What its
// huge page holds beyond the data is given to the heap by the program (loupe_take_spare_pages).
#ifndef CSTARTUP_H
#define CSTARTUP_H

#include <stddef.h>
#include <stdint.h>

/// Moves the private, writable pages from `start` to `end` (page-aligned, `filled` between
/// them) onto a transparent huge page at the same addresses: the bytes from `start` to `filled`
/// copied, the rest zero, as the kernel maps a program's .bss. Makes no call into the C
/// library. Returns 1 when moved; 0 when left as they were: the range is under 512 KiB or over
/// 64 MiB, or the kernel gave no huge page (none free, THP off for the process or the system),
/// or a call failed. Only on x86-64 Linux; 0 elsewhere.
int loupe_move_onto_huge_page(uintptr_t start, uintptr_t filled, uintptr_t end);

/// Moves the pages of the last move's huge page that its range left unused (present, zero:
/// about 160 after the installed loupe's start-up) to `start`, as many as fit before `end`,
/// replacing what was mapped there; gives back (unmaps) the rest, or all of them when `start` or
/// `end` is not page-aligned or `end` is not after `start` (`loupe_take_spare_pages(0, 0)` gives
/// them back). Returns the bytes moved: 0 when there were none (no move, or taken already).
/// Not for two threads at once. Only on x86-64 Linux; 0 elsewhere.
size_t loupe_take_spare_pages(uintptr_t start, uintptr_t end);

/// The entry point's two jobs in steps (entry.c): the move onto a huge page
/// (huge_page_move.c) and the thread that maps in the start's pages (start_pages.c), which also
/// makes the huge page present and copies the data onto it on the other processor while this
/// one reads the list and maps in pages. None of them calls into the C library. Only on x86-64
/// Linux; elsewhere nothing is reserved, moved or started.
///
/// A move onto a huge page under way: the range, and the room reserved for it.
struct loupe_huge_move {
    uintptr_t start, filled, end;
    /// The mapping reserved (`mapped` bytes at `room`), and the first huge page in it (`span`
    /// bytes of them); `huge` is 0 when nothing is reserved.
    uintptr_t room, mapped, huge, span;
};

/// Checks the range (as loupe_move_onto_huge_page) and reserves room for it, advised for huge
/// pages, none of it present yet. Returns 1 when reserved.
int loupe_huge_move_reserve(struct loupe_huge_move *move, uintptr_t start, uintptr_t filled, uintptr_t end);

/// Makes the reserved huge pages present and copies the range onto them (unless `copied`: another
/// thread did both, for a range on one huge page), checks that they are huge and puts them in the
/// range's place; gives the room back when any step fails. Returns 1 when moved.
int loupe_huge_move_finish(struct loupe_huge_move *move, int copied);

/// Gives the move up, the range left as it was, each of its pages made present and written:
/// gives back the room but its first huge page, which another thread may still be making
/// present (the start's thread, which gives it back).
void loupe_huge_move_leave(struct loupe_huge_move *move);

/// Starts the thread that makes the huge page at `huge` present and copies `length` bytes from
/// `from` onto it (when `huge` is not 0), then, once loupe_start_toucher_release, maps in the
/// pages of the list loupe_start_pages_share read that are not yet, when there is another
/// processor to run it on. Returns what the two other calls take, or 0 when no thread was started.
uintptr_t loupe_start_toucher_begin(uintptr_t huge, uintptr_t from, uintptr_t length);

/// Reads the list of the start's pages (those before `limit`, from the program's first byte) for
/// the thread `toucher`, and maps in pages of it on this thread too until that thread has made
/// its huge page present and copied the data; returns then: 1 when it did, 0 when it had not
/// begun once this thread had no page left to map in (then it will not: that is the caller's).
/// Waits for the copy only until 0.6 ms after the thread began: then returns -1, and the move is
/// given up (loupe_huge_move_leave; that thread gives the huge page back once it has it).
/// Nothing in the range copied may be written meanwhile, nor after -1.
int loupe_start_pages_share(uintptr_t toucher, uintptr_t limit);

/// Tells the thread that this one no longer reads what they share: it maps in the pages left,
/// gives that back and ends.
void loupe_start_toucher_release(uintptr_t toucher);

/// 1 while the start's thread is still in the fault of a huge page that loupe_start_pages_share
/// gave up waiting for, else 0: its processor is held (in a virtual machine, by the host giving
/// the memory back), and a thread started there now would wait behind it.
int loupe_start_processor_held(void);

/// Keeps what the thread `toucher` shares that the start-up asks again (the processors the
/// program may run on, its path): for once the program's data is in place, before
/// loupe_start_toucher_release.
void loupe_start_facts_keep(uintptr_t toucher);

/// The processors the program could run on when its entry point ran (the first 64): 1 with
/// `mask` set, or 0 when the entry point did not learn them.
int loupe_start_affinity(uint64_t *mask);

/// The program's path as /proc/self/exe linked to it when its entry point ran, `length` bytes
/// (no terminating zero), or NULL when the entry point did not read it.
const char *loupe_start_executable(size_t *length);

/// Notes, once the huge page the thread `toucher` made present is in place, the processor it was
/// made on (loupe_start_huge_page_processor).
void loupe_start_huge_page_placed(uintptr_t toucher);

/// The processor the start's huge page was made present on, or -1 when no huge page is in place.
int loupe_start_huge_page_processor(void);

/// Moves every thread of the process to the processor the start's huge page was made on, so that
/// the exit that follows gives the page back to that processor's list of pages freed lately,
/// where the next start's thread takes it again, present in memory; nothing when there is no
/// huge page (huge_page_exit.c). For the last thing before `exit`.
void loupe_leave_where_the_huge_page_was_made(void);

/// Lets every thread of process `pid` run only on `processor` (sched_setaffinity): the number of
/// threads moved, or -1 when `processor` is out of range or the threads cannot be listed.
int loupe_move_threads_to(int pid, int processor);

/// Ends the installed build's one exception to `fopen` (arguments.c: the Swift runtime's look at
/// /proc/self/maps for the arguments, which an initialiser gave it already): the program calls it
/// first thing. Does nothing in other builds.
void loupe_arguments_settled(void);

/// How many free blocks of 2 MiB or more `/proc/buddyinfo`'s `text` lists outside the DMA zone
/// (orders 9 and up, 4 KiB pages): with none, a huge page would cost the kernel a reclaim or a
/// compaction first. -1 when the text is not in that form.
long loupe_free_huge_blocks(const char *text, size_t length);

/// The pages of the program's code and read-only data that its start touches, mapped in by a
/// thread of its own (start_pages.c). The list is a file: "LOUPESP1", the build id's length
/// (32 bits, little-endian) and bytes, the number of pages (32 bits), then each page's offset
/// from the program's first byte (32 bits each, multiples of 4 KiB).
///
/// The most pages a list may name.
enum { loupe_start_pages_most = 8192 };

/// Reads such a list of `length` bytes into `pages` (room for `capacity`): the number of pages,
/// or -1 when it is not one, names another build id than `id`, or has a page at or past `limit`
/// or more than `capacity` or `loupe_start_pages_most` of them.
long loupe_start_pages_parse(const uint8_t *data, size_t length, const uint8_t *id, size_t id_length, uintptr_t limit,
                             uint32_t *pages, size_t capacity);

/// The running program's GNU build id (its note, in memory): sets `id` and returns its length,
/// or -1 when it has none. Only on x86-64 Linux; -1 elsewhere.
long loupe_build_id(const uint8_t **id);

/// Where the pages the start-up moves (the relocated data, entry.c) begin, from the program's
/// first byte: the listed pages are all before it. Only on x86-64 Linux; 0 elsewhere.
uintptr_t loupe_start_pages_limit(void);

#endif
