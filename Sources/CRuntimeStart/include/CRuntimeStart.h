// What the C and Swift runtimes' start-ups ask before `main` that the installed loupe knows
// already or never uses, answered by wraps the Makefile links into its static builds
// (runtime_start.c says which and why).
#ifndef CRUNTIMESTART_H
#define CRUNTIMESTART_H

#include <stddef.h>
#include <stdint.h>

/// The folder of the program at `path` (`length` bytes, no terminating zero needed), as glibc's
/// `_dl_get_origin` makes it from /proc/self/exe's link: the path up to its last slash, without
/// it, or "/" for a program at the root. A new string (free it), or NULL when `path` is not
/// absolute or the memory is not there.
char *loupe_program_origin(const char *path, size_t length);

#endif
