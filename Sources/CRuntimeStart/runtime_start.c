// What the runtimes' start-ups ask before `main` that the installed loupe knows already or never
// uses: the Makefile links its static builds with `--wrap` for each function below, so that the
// runtimes' calls come here (docs/performance.md, "What the runtimes ask before main").
//
// - The Swift runtime's crash handler looks for `swift-backtrace` beside the program (a readlink
//   of /proc/self/exe and nine `stat`s, 0.03 ms). None is installed with loupe: the search finds
//   nothing and the handler stays off; it is answered "none" at once. SWIFT_BACKTRACE's own
//   `swift-backtrace=PATH` is read before the search and still counts.
// - The standard C++ streams (`std::cout` and the seven others) are made by `std::ios_base::Init`,
//   called by the Swift demangler's static initialiser (0.02 ms). No code in loupe uses them (no
//   object that uses one is linked: .ci/check-release looks), so the initialiser makes none.
// - glibc finds the program's folder (`_dl_get_origin`: a readlink of /proc/self/exe, 0.02 ms)
//   for `$ORIGIN` in the paths `dlopen` searches; loupe's entry point read that link already
//   (Sources/CStartup), and its answer is used.
// - libdispatch asks how many processors there are twice (`sysconf`, which reads
//   /sys/devices/system/cpu/possible each time: the second answer is the first's) and which ones
//   the program may run on (`pthread_getaffinity_np`, which the entry point asked too: its first
//   call is answered with that).
//
// Only in the installed, static builds (LOUPE_STATIC_START), where the Makefile links the wraps.
#define _GNU_SOURCE
#include "CRuntimeStart.h"
#include <stdlib.h>
#include <string.h>

char *loupe_program_origin(const char *path, size_t length) {
    if (!path || length == 0 || path[0] != '/') return NULL;
    // glibc's rule: the path up to its last slash, without it; "/" for a program at the root.
    while (length > 1 && path[length - 1] != '/') length--;
    char *origin = malloc(length + 1);
    if (!origin) return NULL;
    if (length == 1) {
        origin[0] = '/';
        origin[1] = 0;
    } else {
        memcpy(origin, path, length - 1);
        origin[length - 1] = 0;
    }
    return origin;
}

#if defined(__linux__) && defined(LOUPE_STATIC_START)

#include <pthread.h>
#include <sched.h>
#include <unistd.h>

// The entry point's (Sources/CStartup/start_pages.c); weak: loupe-relay links no entry point.
extern int loupe_start_affinity(uint64_t *mask) __attribute__((weak));
extern const char *loupe_start_executable(size_t *length) __attribute__((weak));
// The functions wrapped, as the linker names them. Not weak: a weak reference does not bring a
// function out of its library, and the call would then go to address 0 (in loupe-relay, which
// has no entry point's answers, and in any start the entry point could not read them for).
extern long __real_sysconf(int name);
extern const char *__real__dl_get_origin(void);
extern int __real_pthread_getaffinity_np(pthread_t thread, size_t size, cpu_set_t *set);

char *__wrap_swift_copyAuxiliaryExecutablePath(const char *name) {
    (void)name;
    return NULL;
}

// `std::ios_base::Init::Init()` and `~Init()`, complete-object forms, as the demangler's
// initialiser calls them.
void __wrap__ZNSt8ios_base4InitC1Ev(void *self) {
    (void)self;
}

void __wrap__ZNSt8ios_base4InitD1Ev(void *self) {
    (void)self;
}

/// The number of processors configured, once asked.
static long loupe_processors_configured;

long __wrap_sysconf(int name) {
    if (name != _SC_NPROCESSORS_CONF) return __real_sysconf(name);
    long known = __atomic_load_n(&loupe_processors_configured, __ATOMIC_RELAXED);
    if (known > 0) return known;
    known = __real_sysconf(name);
    if (known > 0) __atomic_store_n(&loupe_processors_configured, known, __ATOMIC_RELAXED);
    return known;
}

const char *__wrap__dl_get_origin(void) {
    size_t length = 0;
    const char *path = loupe_start_executable ? loupe_start_executable(&length) : NULL;
    if (!path || length == 0 || path[0] != '/') return __real__dl_get_origin();
    char *origin = loupe_program_origin(path, length);
    return origin ? origin : (const char *)-1;
}

/// Whether the first call was made (only it is answered from the entry point's mask: the
/// program may change its affinity later).
static int loupe_affinity_asked;

int __wrap_pthread_getaffinity_np(pthread_t thread, size_t size, cpu_set_t *set) {
    uint64_t mask = 0;
    if (!__atomic_exchange_n(&loupe_affinity_asked, 1, __ATOMIC_RELAXED) && loupe_start_affinity && set &&
        size >= sizeof mask && pthread_equal(thread, pthread_self()) && loupe_start_affinity(&mask)) {
        memset(set, 0, size);
        memcpy(set, &mask, sizeof mask);
        return 0;
    }
    return __real_pthread_getaffinity_np(thread, size, set);
}

#endif
