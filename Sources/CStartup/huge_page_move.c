// A range of private, writable pages moved onto a transparent huge page at the same addresses.
//
// Written for entry.c, which calls it before the static-pie is relocated: system calls are made
// directly, bytes copied by `rep movsb` (glibc's memcpy is an IFUNC that the relocation
// resolves), and no stack protector (there is no thread pointer for its canary yet).
//
// A huge page costs one fault that clears 2 MiB (0.2-0.4 ms on the benchmarks' machine), the
// copy, and one mremap that splits it into 4 KiB mappings at the range's place; the pages it
// replaces cost a fault each when first written (3-5 us each there, about 230 of them before
// the first screen). The entry point has the fault and the copy made by the start's other thread
// (start_pages.c), on the other processor: the move in steps, loupe_huge_move_reserve, then
// loupe_huge_move_finish once that thread has copied, or loupe_huge_move_leave when its fault
// lasted too long (start_pages.c says when).
//
// The room is advised for huge pages (MADV_HUGEPAGE) only until its huge page is there: the
// advice enlists the process for khugepaged, which scans the memory of the processes enlisted
// holding their memory map's lock, right when the start-up's `brk` and `mmap` need it (the main
// thread waited in 20 of 80 starts, 0.6 ms each). Without the advice (MADV_NOHUGEPAGE) its scan
// finds nothing to do here; nor does it later in the heap that takes the huge page's rest.
//
// The range is about 1.4 MiB: the huge page's rest (present and cleared already) is kept, not
// given back, for the heap to have its first pages without a fault each
// (loupe_take_spare_pages: the program's first 160 pages of malloc, 0.2 ms before the first
// screen there).
#define _GNU_SOURCE
#include "CStartup.h"

#if defined(__x86_64__) && defined(__linux__)

#include <sys/mman.h>
#include <sys/syscall.h>
#include "raw_syscall.h"


enum { loupe_page = 4096, loupe_huge = 2 << 20 };

/// The part of the last move's huge page that the range did not fill (present, zero), until
/// taken or given back.
static uintptr_t loupe_spare_start, loupe_spare_length;

/// Unmaps the spare part, if any.
__attribute__((no_stack_protector))
static void loupe_give_back_spare(void) {
    if (loupe_spare_length) loupe_raw_syscall(SYS_munmap, (long)loupe_spare_start, (long)loupe_spare_length, 0, 0, 0, 0);
    loupe_spare_start = loupe_spare_length = 0;
}

size_t loupe_take_spare_pages(uintptr_t start, uintptr_t end) {
    uintptr_t moved = 0;
    if (loupe_spare_length && !((start | end) & (loupe_page - 1)) && start < end) {
        uintptr_t length = end - start < loupe_spare_length ? end - start : loupe_spare_length;
        // Whatever was mapped at the destination is replaced, as by mmap's MAP_FIXED.
        if (loupe_raw_syscall(SYS_mremap, (long)loupe_spare_start, (long)length, (long)length, MREMAP_MAYMOVE | MREMAP_FIXED,
                              (long)start, 0) == (long)start) {
            moved = length;
            loupe_spare_start += length;
            loupe_spare_length -= length;
        }
    }
    loupe_give_back_spare();
    return moved;
}

__attribute__((no_stack_protector))
int loupe_huge_move_reserve(struct loupe_huge_move *move, uintptr_t start, uintptr_t filled, uintptr_t end) {
    const uintptr_t page_mask = loupe_page - 1, huge_mask = loupe_huge - 1;
    move->room = move->mapped = move->huge = 0;
    if ((start | filled | end) & page_mask) return 0;
    if (!(start <= filled && filled <= end)) return 0;
    uintptr_t length = end - start;
    // Under this, the faults cost less than a huge page's clearing.
    if (length < 512 * 1024 || length > 64 * (uintptr_t)loupe_huge) return 0;
    uintptr_t span = (length + huge_mask) & ~huge_mask;
    uintptr_t mapped = span + loupe_huge;
    long room = loupe_raw_syscall(SYS_mmap, 0, (long)mapped, PROT_READ | PROT_WRITE,
                                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (loupe_raw_failed(room)) return 0;
    uintptr_t huge = ((uintptr_t)room + huge_mask) & ~huge_mask;
    if (loupe_raw_syscall(SYS_madvise, (long)huge, (long)span, MADV_HUGEPAGE, 0, 0, 0) != 0) {
        loupe_raw_syscall(SYS_munmap, room, (long)mapped, 0, 0, 0, 0);
        return 0;
    }
    move->start = start, move->filled = filled, move->end = end;
    move->room = (uintptr_t)room, move->mapped = mapped, move->huge = huge, move->span = span;
    return 1;
}

__attribute__((no_stack_protector))
int loupe_huge_move_finish(struct loupe_huge_move *move, int copied) {
    const uintptr_t huge = move->huge, span = move->span, room = move->room, mapped = move->mapped;
    const uintptr_t start = move->start, length = move->end - move->start;
    if (!huge) return 0;
    // Each 2 MiB made present by one write (unless copied onto), then no longer advised for huge
    // pages (see the top). Another page of it present too says the kernel gave a huge page;
    // otherwise the copy would fault page by page, which is what this saves.
    for (uintptr_t at = huge; at < huge + span; at += loupe_huge) {
        if (!copied) {
            *(volatile char *)at = 0;
            loupe_raw_syscall(SYS_madvise, (long)at, loupe_huge, MADV_NOHUGEPAGE, 0, 0, 0);
        }
        unsigned char present = 0;
        if (loupe_raw_syscall(SYS_mincore, (long)(at + loupe_huge - loupe_page), loupe_page, (long)&present, 0, 0, 0) != 0
            || !(present & 1))
            goto give_back;
    }
    if (!copied) {
        void *to = (void *)huge;
        const void *from = (const void *)start;
        uintptr_t count = move->filled - start;
        __asm__ volatile("rep movsb" : "+D"(to), "+S"(from), "+c"(count) : : "memory");
    }
    // Replaces the range whole, or leaves it as it was (then nothing was written there).
    if (loupe_raw_syscall(SYS_mremap, (long)huge, (long)length, (long)length, MREMAP_MAYMOVE | MREMAP_FIXED,
                          (long)start, 0) != (long)start)
        goto give_back;
    // What is left of the room on either side of the huge pages; their part after the moved
    // range is kept (loupe_take_spare_pages).
    if (huge > room) loupe_raw_syscall(SYS_munmap, (long)room, (long)(huge - room), 0, 0, 0, 0);
    loupe_raw_syscall(SYS_munmap, (long)(huge + span), (long)(room + mapped - huge - span), 0, 0, 0, 0);
    loupe_give_back_spare();
    if (span > length) {
        loupe_spare_start = huge + length;
        loupe_spare_length = span - length;
    }
    move->huge = 0;
    return 1;
give_back:
    loupe_raw_syscall(SYS_munmap, (long)room, (long)mapped, 0, 0, 0, 0);
    move->huge = 0;
    return 0;
}

__attribute__((no_stack_protector))
void loupe_huge_move_leave(struct loupe_huge_move *move) {
    const uintptr_t huge = move->huge, room = move->room, mapped = move->mapped;
    if (!huge) return;
    if (huge > room) loupe_raw_syscall(SYS_munmap, (long)room, (long)(huge - room), 0, 0, 0, 0);
    loupe_raw_syscall(SYS_munmap, (long)(huge + loupe_huge), (long)(room + mapped - huge - loupe_huge), 0, 0, 0, 0);
    // Each page of the range present and written at once (Linux 5.14; nothing done before): none
    // is mapped (the start's thread unmapped what it read for the copy), so none needs a flush
    // of the TLB of the processor the thread still holds, where a page first read and written
    // later has its old mapping flushed (Swift's metadata caches and once-flags in the .bss).
    loupe_raw_syscall(SYS_madvise, (long)move->start, (long)(move->end - move->start), LOUPE_MADV_POPULATE_WRITE, 0, 0, 0);
    move->huge = 0;
}

__attribute__((no_stack_protector))
int loupe_move_onto_huge_page(uintptr_t start, uintptr_t filled, uintptr_t end) {
    struct loupe_huge_move move;
    return loupe_huge_move_reserve(&move, start, filled, end) && loupe_huge_move_finish(&move, 0);
}

#else

int loupe_huge_move_reserve(struct loupe_huge_move *move, uintptr_t start, uintptr_t filled, uintptr_t end) {
    (void)start, (void)filled, (void)end;
    move->room = move->mapped = move->huge = 0;
    return 0;
}

int loupe_huge_move_finish(struct loupe_huge_move *move, int copied) {
    (void)move, (void)copied;
    return 0;
}

void loupe_huge_move_leave(struct loupe_huge_move *move) {
    move->huge = 0;
}

int loupe_move_onto_huge_page(uintptr_t start, uintptr_t filled, uintptr_t end) {
    (void)start, (void)filled, (void)end;
    return 0;
}

size_t loupe_take_spare_pages(uintptr_t start, uintptr_t end) {
    (void)start, (void)end;
    return 0;
}

#endif
