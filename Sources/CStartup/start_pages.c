// The code and read-only data the installed loupe's start touches, mapped in by a thread of its
// own while the main thread relocates the program and runs its initialisers.
//
// The first touch of a page of the program's code or read-only data costs the thread that makes
// it a page fault, which maps the 64 KiB around it (3-5 us on the benchmarks' machine, about 130
// of them before the first screen). `make install` runs the built loupe once on a sample with
// LOUPE_RECORD_START_PAGES (the program's `StartPagesRecorder`), which writes down the pages of
// the program mapped when the first frame is out; the list is installed as DATADIR/start-pages
// and names the build it is for (its GNU build id). Only the listed pages are mapped (all of the
// code would add 6 MB to the resident size). Whatever fails, nothing is touched.
//
// The entry point (entry.c) starts the thread first, by a bare clone (there is no C library
// yet), on another processor. Its first job is the data's move (huge_page_move.c): it makes the
// huge page present, which has the kernel clear 2 MiB (0.2-0.3 ms there), and copies the data
// onto it. Meanwhile the entry point's thread reads the list, maps in the data to be copied, then
// pages of the list; it puts the huge page in place once the copy is done, and lets the thread
// go on to the pages it left, if any, then end.
//
// The huge page's fault is sometimes much slower: in a virtual machine whose host takes back the
// guest's free memory (virtio-balloon's free page reporting: free blocks of 8 MiB and more on the
// benchmarks' machine), a block the host took has to be given back page by page first: 4.4-4.7 ms
// instead of 0.2 there, in one start in 5 to 20 as the machine goes. The entry point's thread
// waits for the copy only until `loupe_start_copy_patience` after the thread began; then it gives
// the move up (the data stays where the kernel mapped it) and the thread gives the huge page back
// once its fault is over.
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
#include <time.h>
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

/// DATADIR/start-pages next to the running program, whose path is `exe` (`length` bytes):
/// `dir/../share/name/start-pages` for `dir/name` (the Makefile's BINDIR and DATADIR, PREFIX/bin
/// and PREFIX/share/PROGRAM). False when it does not fit.
__attribute__((no_stack_protector))
static int loupe_start_pages_path(char *path, size_t capacity, const char *exe, long length) {
    static const char share[] = "/../share/", file[] = "/start-pages";
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

/// What the entry point learns that glibc's and libdispatch's start-ups ask again
/// (Sources/CRuntimeStart).
struct loupe_start_facts {
    /// The processors the program may run on when it started (sched_getaffinity; 0: not asked).
    uint64_t affinity;
    /// The running program's path as /proc/self/exe links to it (`exe_length` bytes; 0: not read).
    uint32_t exe_length;
    char exe[1024];
};

/// What the entry point's thread and the toucher share, at the start of a mapping of
/// `loupe_toucher_mapped` bytes that the toucher gives back when done: the list file is read
/// after it, and the pages parsed from it after that.
struct loupe_toucher {
    /// 1 once the toucher made the huge page present and copied the data onto it, or found it
    /// was not its to do (`claim`); 2 once the entry point's thread gave up waiting for that
    /// (then the toucher gives the huge page back). Set once, by a compare-and-swap from 0.
    uint32_t moved;
    /// 0 until the list is read; then 1 with `count` pages to touch, 2 with none.
    uint32_t ready;
    /// The next page of the list to touch, claimed by either thread.
    uint32_t next;
    uint32_t count;
    /// 1 once the entry point's thread reads none of this any longer.
    uint32_t released;
    /// Which thread makes the huge page present and copies the data: 0 neither yet, 1 the
    /// toucher, 2 the entry point's (when it has no more pages to map in first and the toucher
    /// has not begun: that may wait for the other processor).
    uint32_t claim;
    /// The huge page (0: none), the data copied onto it and their length; the program's first
    /// byte, which the pages' offsets are from; the mapping's length.
    uint64_t huge, from, length, base, mapped;
    /// When the toucher was started (CLOCK_MONOTONIC, ns).
    uint64_t begun;
    /// Where the toucher says that its fault is over, once the entry point's thread gave it up
    /// (`loupe_toucher_held`).
    uint64_t held;
    /// The processor the toucher made the huge page present on (getcpu, once it has).
    uint32_t made_on;
    /// What the start-up asks again, learnt on the way (loupe_start_facts_keep).
    struct loupe_start_facts facts;
};

/// 1 + the processor the start's huge page came from, once it is in place; 0 when none is.
static int loupe_huge_page_processor;

/// 1 from the entry point's thread giving up the wait for the toucher's fault until that fault
/// is over (loupe_start_processor_held): each adds 1, the toucher subtracts 1, whichever comes
/// first. In the .bss: written only once the move is given up, the data where the kernel mapped it.
static uint32_t loupe_toucher_held;

/// How long after the toucher's start the entry point's thread waits for its copy (ns). The fault
/// and the copy take under 0.6 ms there in 276-281 starts of 300, over 2 ms (a huge page the host
/// must give back first, 4.4 ms) in 15-19; giving up costs a start about 1.2 ms.
enum { loupe_start_copy_patience = 600 * 1000 };

/// CLOCK_MONOTONIC in nanoseconds (a system call: there is no vDSO's yet); 0 if it fails.
__attribute__((no_stack_protector))
static uint64_t loupe_monotonic_ns(void) {
    struct { long seconds, nanoseconds; } now = {0, 0};
    if (loupe_raw_syscall(SYS_clock_gettime, CLOCK_MONOTONIC, (long)&now, 0, 0, 0, 0) != 0) return 0;
    return (uint64_t)now.seconds * 1000000000u + (uint64_t)now.nanoseconds;
}

enum {
    loupe_toucher_file = loupe_page_size,
    loupe_toucher_file_room = 48 * 1024,
    loupe_toucher_pages = loupe_toucher_file + loupe_toucher_file_room,
    loupe_toucher_mapped = loupe_toucher_pages + loupe_start_pages_most * sizeof(uint32_t),
};

#define LOUPE_FUTEX_WAIT_PRIVATE 128
#define LOUPE_FUTEX_WAKE_PRIVATE 129

__attribute__((no_stack_protector))
uintptr_t loupe_start_toucher_begin(uintptr_t huge, uintptr_t from, uintptr_t length) {
    // Only with another processor to run it on: on this one it would wait for this thread.
    unsigned cpu = 0;
    unsigned long mask = 0;
    if (loupe_raw_syscall(SYS_getcpu, (long)&cpu, 0, 0, 0, 0, 0) != 0 || cpu >= 8 * sizeof mask) return 0;
    if (loupe_raw_syscall(SYS_sched_getaffinity, 0, sizeof mask, (long)&mask, 0, 0, 0) <= 0) return 0;
    unsigned long affinity = mask;
    mask &= ~(1UL << cpu);
    if (!mask) return 0;
    long room = loupe_raw_syscall(SYS_mmap, 0, loupe_toucher_mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (loupe_raw_failed(room)) return 0;
    struct loupe_toucher *shared = (struct loupe_toucher *)room;
    shared->huge = huge;
    shared->from = from;
    shared->length = length;
    shared->base = (uintptr_t)&__ehdr_start;
    shared->mapped = loupe_toucher_mapped;
    shared->begun = loupe_monotonic_ns();
    shared->held = (uintptr_t)&loupe_toucher_held;
    shared->facts.affinity = affinity;
    // Every signal is blocked for it: it has no thread pointer for a handler to run on.
    unsigned long all = ~0UL, old = 0;
    loupe_raw_syscall(SYS_rt_sigprocmask, SIG_BLOCK, (long)&all, (long)&old, sizeof all, 0, 0);
    long flags = CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM;
    register long r10 __asm__("r10") = 0;
    register long r8 __asm__("r8") = 0;
    register long r12 __asm__("r12") = room;
    long thread;
// An operand of the assembly below: the offset of the shared field `name`, as %c[name].
#define LOUPE_FIELD(name) [name] "i"(__builtin_offsetof(struct loupe_toucher, name))
    // The new thread shares this stack's addresses but uses no stack, only registers: it writes
    // the huge page's first byte (the kernel clears the 2 MiB), takes the advice for huge pages
    // back (huge_page_move.c says why) and copies the data onto it, unless the entry point's
    // thread took that over, or gave it up while the fault lasted (then the thread gives the huge
    // page back); then it sleeps until this thread lets go
    // of what they share, so that this thread's mremap and munmap of the move need no word to
    // its processor to flush its TLB (in a virtual machine such a word costs both sides an exit
    // to the host); then it maps in the pages of the list this thread left, gives the mapping
    // back and exits (this thread's exit_group ends it if it is still running).
    __asm__ volatile("syscall\n"
                     "test %%rax, %%rax\n"
                     "jnz 9f\n"
                     "xor %%eax, %%eax\n"
                     "mov $1, %%ecx\n"
                     "lock cmpxchg %%ecx, %c[claim](%%r12)\n"
                     "jne 1f\n"
                     "mov %c[huge](%%r12), %%rdi\n"
                     "test %%rdi, %%rdi\n"
                     "jz 1f\n"
                     "movb $0, (%%rdi)\n"
                     "mov %[madvise], %%eax\n"  // madvise(huge, 2 MiB, MADV_NOHUGEPAGE)
                     "mov %[huge_size], %%esi\n"
                     "mov %[nohuge], %%edx\n"
                     "syscall\n"
                     "mov %[getcpu], %%eax\n"  // getcpu(&made_on, NULL, NULL)
                     "lea %c[made_on](%%r12), %%rdi\n"
                     "xor %%esi, %%esi\n"
                     "xor %%edx, %%edx\n"
                     "syscall\n"
                     "cmpl $0, %c[moved](%%r12)\n"
                     "jne 7f\n"
                     "mov %c[huge](%%r12), %%rdi\n"
                     "mov %c[from](%%r12), %%rsi\n"
                     "mov %c[length](%%r12), %%rcx\n"
                     "rep movsb\n"
                     "sfence\n"
                     "xor %%eax, %%eax\n"  // moved: 0 -> 1, unless given up meanwhile
                     "mov $1, %%ecx\n"
                     "lock cmpxchg %%ecx, %c[moved](%%r12)\n"
                     "je 2f\n"
                     "7: mov %c[held](%%r12), %%rax\n"  // given up: the fault is over,
                     "lock decl (%%rax)\n"
                     "mov %[munmap], %%eax\n"  // munmap(huge, 2 MiB)
                     "mov %c[huge](%%r12), %%rdi\n"
                     "mov %[huge_size], %%esi\n"
                     "syscall\n"
                     "jmp 2f\n"
                     "1: movl $1, %c[moved](%%r12)\n"
                     "2: movl %c[released](%%r12), %%eax\n"
                     "test %%eax, %%eax\n"
                     "jnz 3f\n"
                     "mov %[futex], %%eax\n"  // futex(&released, FUTEX_WAIT_PRIVATE, 0, NULL)
                     "lea %c[released](%%r12), %%rdi\n"
                     "mov %[wait], %%esi\n"
                     "xor %%edx, %%edx\n"
                     "xor %%r10d, %%r10d\n"
                     "syscall\n"
                     "jmp 2b\n"
                     "3: cmpl $1, %c[ready](%%r12)\n"
                     "jne 6f\n"
                     "4: mov $1, %%eax\n"
                     "lock xadd %%eax, %c[next](%%r12)\n"
                     "cmp %c[count](%%r12), %%eax\n"
                     "jae 6f\n"
                     "movl %c[pages](%%r12,%%rax,4), %%eax\n"
                     "add %c[base](%%r12), %%rax\n"
                     "movb (%%rax), %%al\n"
                     "jmp 4b\n"
                     "6: mov %[munmap], %%eax\n"  // munmap(shared, mapped)
                     "mov %%r12, %%rdi\n"
                     "mov %c[mapped](%%r12), %%rsi\n"
                     "syscall\n"
                     "mov %[exit], %%eax\n"  // exit(0): this thread only
                     "xor %%edi, %%edi\n"
                     "syscall\n"
                     "9:\n"
                     : "=a"(thread)
                     : "a"((long)SYS_clone), "D"(flags), "S"(0L), "d"(0L), "r"(r10), "r"(r8), "r"(r12),
                       LOUPE_FIELD(huge), LOUPE_FIELD(moved), LOUPE_FIELD(from), LOUPE_FIELD(length), LOUPE_FIELD(claim),
                       LOUPE_FIELD(ready), LOUPE_FIELD(next), LOUPE_FIELD(count), LOUPE_FIELD(released), LOUPE_FIELD(base),
                       LOUPE_FIELD(mapped), LOUPE_FIELD(held), LOUPE_FIELD(made_on), [getcpu] "i"(SYS_getcpu),
                       [pages] "i"(loupe_toucher_pages), [wait] "i"(LOUPE_FUTEX_WAIT_PRIVATE),
                       [nohuge] "i"(MADV_NOHUGEPAGE), [huge_size] "i"(2 << 20), [madvise] "i"(SYS_madvise),
                       [futex] "i"(SYS_futex), [munmap] "i"(SYS_munmap), [exit] "i"(SYS_exit)
                     : "rcx", "r11", "memory");
#undef LOUPE_FIELD
    loupe_raw_syscall(SYS_rt_sigprocmask, SIG_SETMASK, (long)&old, 0, sizeof old, 0, 0);
    if (loupe_raw_failed(thread) || thread <= 0) {
        loupe_raw_syscall(SYS_munmap, room, loupe_toucher_mapped, 0, 0, 0, 0);
        return 0;
    }
    loupe_raw_syscall(SYS_sched_setaffinity, thread, sizeof mask, (long)&mask, 0, 0, 0);
    return (uintptr_t)room;
}

/// The number of pages listed for this build, read into the toucher's mapping; -1 when there is
/// no such list. The program's path it is found by is kept there too (loupe_start_facts_keep).
__attribute__((no_stack_protector))
static long loupe_start_pages_read(uintptr_t room, uintptr_t limit) {
    struct loupe_start_facts *facts = &((struct loupe_toucher *)room)->facts;
    static const char self[] = "/proc/self/exe";
    long read = loupe_raw_syscall(SYS_readlink, (long)self, (long)facts->exe, sizeof facts->exe, 0, 0, 0);
    if (loupe_raw_failed(read) || read <= 0 || (size_t)read >= sizeof facts->exe) return -1;
    facts->exe_length = (uint32_t)read;
    char path[1200];
    if (!loupe_start_pages_path(path, sizeof path, facts->exe, read)) return -1;
    const uint8_t *id = 0;
    long id_length = loupe_build_id(&id);
    if (id_length <= 0) return -1;
    long fd = loupe_raw_syscall(SYS_openat, AT_FDCWD, (long)path, O_RDONLY | O_CLOEXEC, 0, 0, 0);
    if (loupe_raw_failed(fd)) return -1;
    long length = loupe_raw_syscall(SYS_read, fd, (long)(room + loupe_toucher_file), loupe_toucher_file_room, 0, 0, 0);
    loupe_raw_syscall(SYS_close, fd, 0, 0, 0, 0, 0);
    if (loupe_raw_failed(length) || length <= 0 || length >= loupe_toucher_file_room) return -1;
    return loupe_start_pages_parse((const uint8_t *)(room + loupe_toucher_file), (size_t)length, id, (size_t)id_length,
                                   limit, (uint32_t *)(room + loupe_toucher_pages), loupe_start_pages_most);
}

__attribute__((no_stack_protector))
int loupe_start_pages_share(uintptr_t toucher, uintptr_t limit) {
    struct loupe_toucher *shared = (struct loupe_toucher *)toucher;
    long count = loupe_start_pages_read(toucher, limit);
    shared->count = count > 0 ? (uint32_t)count : 0;
    __atomic_store_n(&shared->ready, count > 0 ? 1u : 2u, __ATOMIC_RELEASE);
    // While the other processor clears the huge page, this one maps in the data it then copies
    // (a fault maps 64 KiB of a file), then pages of the list.
    if (shared->huge)
        for (uintptr_t at = shared->from; at < shared->from + shared->length && !__atomic_load_n(&shared->moved, __ATOMIC_RELAXED);
             at += 16 * loupe_page_size)
            (void)*(const volatile char *)at;
    const uint32_t *pages = (const uint32_t *)(toucher + loupe_toucher_pages);
    unsigned turns = 0;
    while (!__atomic_load_n(&shared->moved, __ATOMIC_ACQUIRE)) {
        if (count > 0) {
            uint32_t next = __atomic_fetch_add(&shared->next, 1u, __ATOMIC_RELAXED);
            if (next < (uint32_t)count) {
                (void)*(const volatile char *)(shared->base + pages[next]);
                continue;
            }
        }
        // No page left: this thread does the move itself, unless the toucher is at it already;
        // then it waits for the copy, for a while.
        uint32_t none = 0;
        if (__atomic_compare_exchange_n(&shared->claim, &none, 2u, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return 0;
        // The clock is a system call: read every 256 turns.
        if (shared->huge && (++turns & 255) == 0 && loupe_monotonic_ns() - shared->begun >= loupe_start_copy_patience) {
            uint32_t waiting = 0;
            if (__atomic_compare_exchange_n(&shared->moved, &waiting, 2u, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
                // The data mapped in above, written now by the relocation, would have each page
                // copied with a flush of the TLB of the processor where the toucher is still in
                // its fault: an interrupt, slow in a virtual machine (1.3 ms of the relocation in
                // all there). Unmapped unwritten, each page is copied from the file on its first
                // write, without a flush. (Not the last: the kernel cleared its tail, the .bss's.)
                if (shared->length > loupe_page_size)
                    loupe_raw_syscall(SYS_madvise, (long)shared->from, (long)(shared->length - loupe_page_size), MADV_DONTNEED, 0, 0, 0);
                __atomic_add_fetch(&loupe_toucher_held, 1u, __ATOMIC_ACQ_REL);
                return -1;
            }
        }
        __builtin_ia32_pause();
    }
    return __atomic_load_n(&shared->claim, __ATOMIC_ACQUIRE) == 1 && shared->huge;
}

int loupe_start_processor_held(void) {
    return __atomic_load_n(&loupe_toucher_held, __ATOMIC_ACQUIRE) != 0;
}

__attribute__((no_stack_protector))
void loupe_start_huge_page_placed(uintptr_t toucher) {
    const struct loupe_toucher *shared = (const struct loupe_toucher *)toucher;
    loupe_huge_page_processor = (int)shared->made_on + 1;
}

int loupe_start_huge_page_processor(void) {
    return loupe_huge_page_processor - 1;
}

/// The entry point's facts, kept once the program's data is in place, where the move leaves it.
static struct loupe_start_facts loupe_start_facts;

__attribute__((no_stack_protector))
void loupe_start_facts_keep(uintptr_t toucher) {
    const struct loupe_start_facts *learnt = &((const struct loupe_toucher *)toucher)->facts;
    loupe_start_facts.affinity = learnt->affinity;
    uint32_t length = learnt->exe_length <= sizeof learnt->exe ? learnt->exe_length : 0;
    volatile char *to = loupe_start_facts.exe;
    for (uint32_t i = 0; i < length; i++) to[i] = learnt->exe[i];
    loupe_start_facts.exe_length = length;
}

int loupe_start_affinity(uint64_t *mask) {
    if (!loupe_start_facts.affinity) return 0;
    *mask = loupe_start_facts.affinity;
    return 1;
}

const char *loupe_start_executable(size_t *length) {
    if (!loupe_start_facts.exe_length) return 0;
    *length = loupe_start_facts.exe_length;
    return loupe_start_facts.exe;
}

__attribute__((no_stack_protector))
void loupe_start_toucher_release(uintptr_t toucher) {
    struct loupe_toucher *shared = (struct loupe_toucher *)toucher;
    __atomic_store_n(&shared->released, 1u, __ATOMIC_RELEASE);
    loupe_raw_syscall(SYS_futex, (long)&shared->released, LOUPE_FUTEX_WAKE_PRIVATE, 1, 0, 0, 0);
}

#else

uintptr_t loupe_start_pages_limit(void) {
    return 0;
}

long loupe_build_id(const uint8_t **id) {
    (void)id;
    return -1;
}

uintptr_t loupe_start_toucher_begin(uintptr_t huge, uintptr_t from, uintptr_t length) {
    (void)huge, (void)from, (void)length;
    return 0;
}

int loupe_start_pages_share(uintptr_t toucher, uintptr_t limit) {
    (void)toucher, (void)limit;
    return 0;
}

void loupe_start_toucher_release(uintptr_t toucher) {
    (void)toucher;
}

void loupe_start_facts_keep(uintptr_t toucher) {
    (void)toucher;
}

int loupe_start_affinity(uint64_t *mask) {
    (void)mask;
    return 0;
}

const char *loupe_start_executable(size_t *length) {
    (void)length;
    return 0;
}

int loupe_start_processor_held(void) {
    return 0;
}

void loupe_start_huge_page_placed(uintptr_t toucher) {
    (void)toucher;
}

int loupe_start_huge_page_processor(void) {
    return -1;
}

#endif
