// A range of private, writable pages moved onto a transparent huge page at the same addresses.
//
// Written for entry.c, which calls it before the static-pie is relocated: system calls are made
// directly, bytes copied by `rep movsb` (glibc's memcpy is an IFUNC that the relocation
// resolves), and no stack protector (there is no thread pointer for its canary yet).
//
// A huge page costs one fault that clears 2 MiB (0.2-0.4 ms on the benchmarks' machine), the
// copy, and one mremap that splits it into 4 KiB mappings at the range's place; the pages it
// replaces cost a fault each when first written (3-5 us each there, about 230 of them before
// the first screen).
#define _GNU_SOURCE
#include "CStartup.h"

#if defined(__x86_64__) && defined(__linux__)

#include <sys/mman.h>
#include <sys/syscall.h>
#include "raw_syscall.h"

#ifndef MADV_HUGEPAGE
#define MADV_HUGEPAGE 14
#endif

enum { loupe_page = 4096, loupe_huge = 2 << 20 };

__attribute__((no_stack_protector))
int loupe_move_onto_huge_page(uintptr_t start, uintptr_t filled, uintptr_t end) {
    const uintptr_t page_mask = loupe_page - 1, huge_mask = loupe_huge - 1;
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
    if (loupe_raw_syscall(SYS_madvise, (long)huge, (long)span, MADV_HUGEPAGE, 0, 0, 0) != 0) goto give_back;
    // Each 2 MiB made present by one write. Another page of it present too says the kernel gave
    // a huge page; otherwise the copy would fault page by page, which is what this saves.
    for (uintptr_t at = huge; at < huge + span; at += loupe_huge) {
        *(volatile char *)at = 0;
        unsigned char present = 0;
        if (loupe_raw_syscall(SYS_mincore, (long)(at + loupe_huge - loupe_page), loupe_page, (long)&present, 0, 0, 0) != 0
            || !(present & 1))
            goto give_back;
    }
    {
        void *to = (void *)huge;
        const void *from = (const void *)start;
        uintptr_t count = filled - start;
        __asm__ volatile("rep movsb" : "+D"(to), "+S"(from), "+c"(count) : : "memory");
    }
    // Replaces the range whole, or leaves it as it was (then nothing was written there).
    if (loupe_raw_syscall(SYS_mremap, (long)huge, (long)length, (long)length, MREMAP_MAYMOVE | MREMAP_FIXED,
                          (long)start, 0) != (long)start)
        goto give_back;
    // What is left of the room on either side of the moved part.
    if (huge > (uintptr_t)room) loupe_raw_syscall(SYS_munmap, room, (long)(huge - (uintptr_t)room), 0, 0, 0, 0);
    loupe_raw_syscall(SYS_munmap, (long)(huge + length), (long)((uintptr_t)room + mapped - huge - length), 0, 0, 0, 0);
    return 1;
give_back:
    loupe_raw_syscall(SYS_munmap, room, (long)mapped, 0, 0, 0, 0);
    return 0;
}

#else

int loupe_move_onto_huge_page(uintptr_t start, uintptr_t filled, uintptr_t end) {
    (void)start, (void)filled, (void)end;
    return 0;
}

#endif
