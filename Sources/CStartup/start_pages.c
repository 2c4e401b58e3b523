// The code and read-only data the installed loupe's start touches, mapped in by a thread of its
// own while the main thread relocates the program and runs its initialisers.
//
// The first touch of a page of the program's code or read-only data costs the thread that makes
// it a page fault, which maps the 64 KiB around it (3-5 us on the benchmarks' machine, about 130
// of them before the first screen). `make install` runs the built loupe once on a sample with
// LOUPE_RECORD_START_PAGES (the program's `StartPagesRecorder`), which writes down the pages of
// the program mapped when the first frame is out; the list is installed as DATADIR/start-pages
// and names the build it is for (its GNU build id). At the next starts, the entry point (entry.c)
// reads it and starts a thread, by a bare clone (there is no C library yet), that reads a byte of
// each of those pages on another processor and ends. Only the listed pages are mapped (all of the
// code would add 6 MB to the resident size). Whatever fails, nothing is touched.
//
// As in entry.c: nothing here may call into the C library or read a relocated pointer.
#define _GNU_SOURCE
#include "CStartup.h"

enum { loupe_page_size = 4096 };
static const char loupe_start_pages_magic[8] = {'L', 'O', 'U', 'P', 'E', 'S', 'P', '1'};

/// Reads a little-endian 32-bit number.
__attribute__((no_stack_protector))
static uint32_t loupe_u32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

// Byte loops here read through `volatile`: a compiler may otherwise make one a call to memcmp or
// memcpy, which are not resolved yet at the entry point.
__attribute__((no_stack_protector))
long loupe_start_pages_parse(const uint8_t *data, size_t length, const uint8_t *id, size_t id_length, uintptr_t limit,
                             uint32_t *pages, size_t capacity) {
    if (length < sizeof loupe_start_pages_magic + 8) return -1;
    const volatile uint8_t *bytes = data;
    for (size_t i = 0; i < sizeof loupe_start_pages_magic; i++)
        if (bytes[i] != (uint8_t)loupe_start_pages_magic[i]) return -1;
    size_t at = sizeof loupe_start_pages_magic;
    uint32_t recorded = loupe_u32(data + at);
    at += 4;
    if (recorded != id_length || id_length == 0 || length - at < (size_t)recorded + 4) return -1;
    for (size_t i = 0; i < id_length; i++)
        if (bytes[at + i] != id[i]) return -1;
    at += id_length;
    uint32_t count = loupe_u32(data + at);
    at += 4;
    if (count > loupe_start_pages_most || count > capacity || (length - at) / 4 != count) return -1;
    for (uint32_t i = 0; i < count; i++) {
        uint32_t page = loupe_u32(data + at + 4 * (size_t)i);
        if (page % loupe_page_size != 0 || page >= limit) return -1;
        pages[i] = page;
    }
    return (long)count;
}

#if defined(__x86_64__) && defined(__linux__)

#include <elf.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include "raw_syscall.h"

extern const Elf64_Ehdr __ehdr_start __attribute__((visibility("hidden")));
extern char __init_array_start[] __attribute__((visibility("hidden")));

uintptr_t loupe_start_pages_limit(void) {
    return ((uintptr_t)__init_array_start & ~(uintptr_t)(loupe_page_size - 1)) - (uintptr_t)&__ehdr_start;
}

__attribute__((no_stack_protector))
long loupe_build_id(const uint8_t **id) {
    const uintptr_t base = (uintptr_t)&__ehdr_start;
    const Elf64_Ehdr *header = &__ehdr_start;
    const Elf64_Phdr *headers = (const Elf64_Phdr *)(base + header->e_phoff);
    for (int index = 0; index < header->e_phnum; index++) {
        if (headers[index].p_type != PT_NOTE) continue;
        const uint8_t *note = (const uint8_t *)(base + headers[index].p_vaddr), *end = note + headers[index].p_memsz;
        while (note + sizeof(Elf64_Nhdr) <= end) {
            const Elf64_Nhdr *n = (const Elf64_Nhdr *)note;
            const uint8_t *name = note + sizeof *n, *desc = name + ((n->n_namesz + 3) & ~3u);
            if (desc + n->n_descsz > end) break;
            if (n->n_type == NT_GNU_BUILD_ID && n->n_namesz == 4 && name[0] == 'G' && name[1] == 'N' && name[2] == 'U' && name[3] == 0) {
                *id = desc;
                return (long)n->n_descsz;
            }
            note = desc + ((n->n_descsz + 3) & ~3u);
        }
    }
    return -1;
}

/// DATADIR/start-pages next to the running program: `dir/../share/name/start-pages` for
/// `dir/name` (the Makefile's BINDIR and DATADIR, PREFIX/bin and PREFIX/share/PROGRAM). False
/// when it does not fit.
__attribute__((no_stack_protector))
static int loupe_start_pages_path(char *path, size_t capacity) {
    static const char self[] = "/proc/self/exe", share[] = "/../share/", file[] = "/start-pages";
    char exe[1024];
    long length = loupe_raw_syscall(SYS_readlink, (long)self, (long)exe, sizeof exe, 0, 0, 0);
    if (loupe_raw_failed(length) || length <= 0 || (size_t)length >= sizeof exe) return 0;
    long slash = length - 1;
    while (slash >= 0 && exe[slash] != '/') slash--;
    if (slash <= 0) return 0;
    size_t name = (size_t)(length - slash - 1), at = 0;
    if ((size_t)slash + sizeof share + name + sizeof file > capacity) return 0;
    volatile char *to = path;
    for (long i = 0; i < slash; i++) to[at++] = exe[i];
    for (size_t i = 0; i + 1 < sizeof share; i++) to[at++] = share[i];
    for (size_t i = 0; i < name; i++) to[at++] = exe[slash + 1 + (long)i];
    for (size_t i = 0; i < sizeof file; i++) to[at++] = file[i];
    return 1;
}

/// Starts the thread that reads a byte at `base` plus each of the `count` offsets in `pages`
/// (within the mapping of `mapped` bytes at `list`, which it unmaps when done). Every signal is blocked for it (it
/// has no thread pointer for a handler to run on), and it is asked to run on another processor
/// than this one, where it would otherwise wait for this thread to yield.
__attribute__((no_stack_protector))
static void loupe_start_toucher(uintptr_t base, const uint32_t *pages, long count, uintptr_t list, uintptr_t mapped) {
    unsigned long all = ~0UL, old = 0;
    loupe_raw_syscall(SYS_rt_sigprocmask, SIG_BLOCK, (long)&all, (long)&old, sizeof all, 0, 0);
    long flags = CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM;
    register long r10 __asm__("r10") = 0;
    register long r8 __asm__("r8") = 0;
    long thread;
    // The new thread shares this stack's addresses but uses no stack: only registers, then munmap
    // and exit (this thread's exit_group ends it if it is still running).
    __asm__ volatile("syscall\n"
                     "test %%rax, %%rax\n"
                     "jnz 2f\n"
                     "mov %[at], %%rsi\n"
                     "1: cmp %[end], %%rsi\n"
                     "jae 3f\n"
                     "movl (%%rsi), %%eax\n"
                     "add %[base], %%rax\n"
                     "movb (%%rax), %%al\n"
                     "add $4, %%rsi\n"
                     "jmp 1b\n"
                     "3: mov $11, %%eax\n"  // munmap(list, mapped)
                     "mov %[list], %%rdi\n"
                     "mov %[mapped], %%rsi\n"
                     "syscall\n"
                     "mov $60, %%eax\n"     // exit(0): this thread only
                     "xor %%edi, %%edi\n"
                     "syscall\n"
                     "2:\n"
                     : "=a"(thread)
                     : "a"((long)SYS_clone), "D"(flags), "S"(0L), "d"(0L), "r"(r10), "r"(r8),
                       [at] "r"(pages), [end] "r"(pages + count), [base] "r"(base), [list] "r"(list),
                       [mapped] "r"(mapped)
                     : "rcx", "r11", "memory");
    loupe_raw_syscall(SYS_rt_sigprocmask, SIG_SETMASK, (long)&old, 0, sizeof old, 0, 0);
    if (loupe_raw_failed(thread) || thread <= 0) {
        if (loupe_raw_failed(thread)) loupe_raw_syscall(SYS_munmap, (long)list, (long)mapped, 0, 0, 0, 0);
        return;
    }
    unsigned cpu = 0;
    unsigned long mask = 0;
    if (loupe_raw_syscall(SYS_getcpu, (long)&cpu, 0, 0, 0, 0, 0) != 0 || cpu >= 8 * sizeof mask) return;
    if (loupe_raw_syscall(SYS_sched_getaffinity, 0, sizeof mask, (long)&mask, 0, 0, 0) <= 0) return;
    mask &= ~(1UL << cpu);
    if (mask) loupe_raw_syscall(SYS_sched_setaffinity, thread, sizeof mask, (long)&mask, 0, 0, 0);
}

__attribute__((no_stack_protector))
void loupe_touch_start_pages(uintptr_t limit) {
    char path[1200];
    if (!loupe_start_pages_path(path, sizeof path)) return;
    const uint8_t *id = 0;
    long id_length = loupe_build_id(&id);
    if (id_length <= 0) return;
    long fd = loupe_raw_syscall(SYS_openat, AT_FDCWD, (long)path, O_RDONLY | O_CLOEXEC, 0, 0, 0);
    if (loupe_raw_failed(fd)) return;
    // The file, then the pages read from it, in one mapping the thread gives back.
    enum { file_room = 48 * 1024, mapped = file_room + loupe_start_pages_most * sizeof(uint32_t) };
    long room = loupe_raw_syscall(SYS_mmap, 0, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (loupe_raw_failed(room)) {
        loupe_raw_syscall(SYS_close, fd, 0, 0, 0, 0, 0);
        return;
    }
    long length = loupe_raw_syscall(SYS_read, fd, room, file_room, 0, 0, 0);
    loupe_raw_syscall(SYS_close, fd, 0, 0, 0, 0, 0);
    uint32_t *pages = (uint32_t *)(room + file_room);
    long count = loupe_raw_failed(length) || length <= 0 || length >= file_room ? -1
        : loupe_start_pages_parse((const uint8_t *)room, (size_t)length, id, (size_t)id_length, limit, pages, loupe_start_pages_most);
    if (count <= 0) {
        loupe_raw_syscall(SYS_munmap, room, mapped, 0, 0, 0, 0);
        return;
    }
    loupe_start_toucher((uintptr_t)&__ehdr_start, pages, count, (uintptr_t)room, mapped);
}

#else

uintptr_t loupe_start_pages_limit(void) {
    return 0;
}

long loupe_build_id(const uint8_t **id) {
    (void)id;
    return -1;
}

void loupe_touch_start_pages(uintptr_t limit) {
    (void)limit;
}

#endif
