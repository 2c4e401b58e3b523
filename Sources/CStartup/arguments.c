// The program's arguments handed to the Swift runtime directly, rather than found by it.
//
// On Linux the Swift runtime finds `argv` from a static initialiser of its own (ArgvGrabber, in
// CommandLine.cpp): it reads the whole of /proc/self/maps with stdio to learn which mapping is the
// stack, then walks back from `environ` to `argc`. Before the first screen that is 0.05 ms of the
// main thread, and the kernel writes the map holding the memory map's lock. glibc hands the same
// `argc` and `argv` to every initialiser: this one runs before the runtime's (priority 101),
// gives them to the runtime's override (`_swift_stdlib_overrideUnsafeArgvArgc`, which
// `CommandLine.arguments` reads before anything else), and has the runtime's one opening of
// /proc/self/maps fail (ENOENT, which it takes as "no stack found": the override is then what it
// has). `fopen` is glibc's weak alias of `_IO_new_fopen`, where every other opening goes
// unchanged; `loupe_arguments_settled` (the program's first step) ends the exception if the
// runtime never came.
//
// Only in the installed, static build (the Makefile's LOUPE_STATIC_START): in a dynamic one the
// runtime's initialiser comes first, and `_IO_new_fopen` is not glibc's to link.
#define _GNU_SOURCE
#include "CStartup.h"
#include <errno.h>
#include <stdio.h>
#include <string.h>

#if defined(__linux__) && defined(LOUPE_STATIC_START)

extern FILE *_IO_new_fopen(const char *path, const char *mode);
__attribute__((swiftcall)) extern void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);

/// Whether the runtime's opening of /proc/self/maps is still to come.
static int loupe_arguments_given;

__attribute__((constructor(101))) static void loupe_give_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc <= 0 || !argv) return;
    _swift_stdlib_overrideUnsafeArgvArgc(argv, argc);
    loupe_arguments_given = 1;
}

FILE *fopen(const char *path, const char *mode) {
    if (loupe_arguments_given && path && strcmp(path, "/proc/self/maps") == 0) {
        loupe_arguments_given = 0;
        errno = ENOENT;
        return NULL;
    }
    return _IO_new_fopen(path, mode);
}

void loupe_arguments_settled(void) {
    loupe_arguments_given = 0;
}

#else

void loupe_arguments_settled(void) {}

#endif
