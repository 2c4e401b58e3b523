// System calls made without the C library, for code that runs before the static-pie's relocation
// (entry.c): nothing there may call into glibc, whose functions read relocated pointers.
#ifndef LOUPE_RAW_SYSCALL_H
#define LOUPE_RAW_SYSCALL_H
#if defined(__x86_64__) && defined(__linux__)

static inline long loupe_raw_syscall(long number, long a, long b, long c, long d, long e, long f) {
    long result;
    register long r10 __asm__("r10") = d;
    register long r8 __asm__("r8") = e;
    register long r9 __asm__("r9") = f;
    __asm__ volatile("syscall"
                     : "=a"(result)
                     : "a"(number), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9)
                     : "rcx", "r11", "memory");
    return result;
}

// madvise's advice for transparent huge pages (<sys/mman.h> names them only with _GNU_SOURCE or
// _DEFAULT_SOURCE).
#ifndef MADV_HUGEPAGE
#define MADV_HUGEPAGE 14
#endif
#ifndef MADV_NOHUGEPAGE
#define MADV_NOHUGEPAGE 15
#endif

// Makes a range present and written, as a write to each page would (Linux 5.14; EINVAL before).
#define LOUPE_MADV_POPULATE_WRITE 23

/// Whether a raw system call's result is an error (-4095 to -1).
static inline int loupe_raw_failed(long result) { return result < 0 && result > -4096; }

#endif
#endif
