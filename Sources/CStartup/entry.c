// The installed loupe's entry point (the Makefile links the static-pie with `-e loupe_start` on
// x86-64). Before glibc's `_start`, and so before the static-pie relocates itself, it moves the
// writable data the relocation writes (.tdata and .init_array up to the end of .data, about 150
// pages) and the .bss after it (about 80 pages written before the first screen) onto a huge
// page (huge_page_move.c), when the kernel has a free 2 MiB block (free_huge_blocks.c): about
// 200 fewer page faults before the first screen (docs/performance.md, "The writable data on a
// huge page"). Whatever fails, the data stays where the kernel mapped it. The huge page's rest
// is kept for the heap (loupe_take_spare_pages, the program's StartupSparePages). The code and
// read-only data the start will touch are mapped in by a thread of its own (start_pages.c),
// which first makes the huge page present: its clearing, 0.2-0.4 ms, is done on the other
// processor while this one reads the list of those pages and maps in the first of them. What it
// learns on the way that glibc's and libdispatch's start-ups ask again (the program's path, the
// processors it may run on) is kept for them once the data is in place (Sources/CRuntimeStart).
//
// Nothing here may read a relocated pointer or call into the C library: only hidden symbols
// (their addresses are computed from the instruction pointer) and direct system calls.
#include "CStartup.h"

#if defined(__x86_64__) && defined(__linux__)

#include <elf.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include "raw_syscall.h"

// The linker's: the ELF header at the image's start, the first of the relocated sections.
extern const Elf64_Ehdr __ehdr_start __attribute__((visibility("hidden")));
extern char __init_array_start[] __attribute__((visibility("hidden")));

/// Whether /proc/buddyinfo lists a free block of 2 MiB or more (about 15 us to read).
__attribute__((no_stack_protector))
static int loupe_huge_block_free(void) {
    static const char path[] = "/proc/buddyinfo";
    long fd = loupe_raw_syscall(SYS_openat, AT_FDCWD, (long)path, O_RDONLY | O_CLOEXEC, 0, 0, 0);
    if (loupe_raw_failed(fd)) return 0;
    char text[4096];
    long length = loupe_raw_syscall(SYS_read, fd, (long)text, sizeof text, 0, 0, 0);
    loupe_raw_syscall(SYS_close, fd, 0, 0, 0, 0, 0);
    // A whole file fits (a line a zone); a longer one is not read as a part.
    if (loupe_raw_failed(length) || length <= 0 || (size_t)length >= sizeof text) return 0;
    return loupe_free_huge_blocks(text, (size_t)length) > 0;
}

/// The bounds from the program's writable segment, then the move.
__attribute__((visibility("hidden"), used, no_stack_protector))
void loupe_data_onto_huge_page(void) {
    const uintptr_t base = (uintptr_t)&__ehdr_start, mask = 4096 - 1;
    const Elf64_Ehdr *header = &__ehdr_start;
    const Elf64_Phdr *headers = (const Elf64_Phdr *)(base + header->e_phoff);
    uintptr_t start = (uintptr_t)__init_array_start & ~mask;
    for (int index = 0; index < header->e_phnum; index++) {
        const Elf64_Phdr *segment = &headers[index];
        if (segment->p_type != PT_LOAD || !(segment->p_flags & PF_W)) continue;
        uintptr_t first = base + segment->p_vaddr, filled = first + segment->p_filesz, end = first + segment->p_memsz;
        if (start < first || start >= end) continue;
        // The first page of the file's tail in the segment (the kernel has cleared the rest of
        // it) and the .bss pages after it are all copied or cleared alike.
        filled = (filled + mask) & ~mask;
        end = (end + mask) & ~mask;
        struct loupe_huge_move move;
        int reserved = loupe_huge_block_free() && loupe_huge_move_reserve(&move, start, filled, end);
        // The huge page is made present (its 2 MiB cleared) and the data copied onto it by the
        // thread that maps in the pages the start touches (start_pages.c), on the other
        // processor, while this one reads their list and maps in pages of it; on one processor,
        // here. Nothing is written to the data until it is in place.
        // (Only a range on one huge page: the thread makes that one present.)
        int one = reserved && move.span == (uintptr_t)2 << 20;
        uintptr_t toucher = loupe_start_toucher_begin(one ? move.huge : 0, start, filled - start);
        int shared = toucher ? loupe_start_pages_share(toucher, start - base) : 0;
        // A fault that lasts (start_pages.c says when) and the data stays where it is. A huge page
        // in place: the processor it was made on is noted for the exit (huge_page_exit.c).
        if (shared < 0) loupe_huge_move_leave(&move);
        else if (reserved && loupe_huge_move_finish(&move, shared && one) && shared > 0 && one)
            loupe_start_huge_page_placed(toucher);
        if (toucher) {
            loupe_start_facts_keep(toucher);
            loupe_start_toucher_release(toucher);
        }
        return;
    }
}

// The kernel's stack and %rdx (the exit function a dynamic loader would pass) kept for glibc's
// `_start`, the stack aligned for the call.
__asm__(".text\n"
        ".globl loupe_start\n"
        ".type loupe_start, @function\n"
        "loupe_start:\n"
        "    mov %rdx, %r12\n"
        "    mov %rsp, %rbx\n"
        "    and $-16, %rsp\n"
        "    call loupe_data_onto_huge_page\n"
        "    mov %rbx, %rsp\n"
        "    mov %r12, %rdx\n"
        "    jmp _start\n"
        ".size loupe_start, . - loupe_start\n");

#endif
