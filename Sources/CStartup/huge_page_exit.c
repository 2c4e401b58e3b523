// The exit of a start that had its data on a huge page (entry.c), made on the processor the page
// came from.
//
// A process's memory is given back at its exit by its last thread to leave, to that processor's
// list of pages freed lately; a huge page is taken from such a list only by a fault on the same
// processor, and otherwise from the free blocks, which in a virtual machine whose host takes back
// free memory are mostly memory the host must give back first, page by page (4.4 ms instead of
// 0.2 on the benchmarks' machine: docs/performance.md, "A huge page that comes slowly"). The next
// start's thread makes its huge page on one processor or the other, as this one's did: with every
// thread of this process moved to this one's before the exit, each processor keeps a huge page
// for the next start that makes its own there.
#define _GNU_SOURCE
#include "CStartup.h"

#if defined(__linux__)

#include <dirent.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int loupe_move_threads_to(int pid, int processor) {
    if (processor < 0 || processor >= CPU_SETSIZE) return -1;
    cpu_set_t there;
    CPU_ZERO(&there);
    CPU_SET(processor, &there);
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/task", pid);
    DIR *tasks = opendir(path);
    if (!tasks) return -1;
    int moved = 0;
    for (struct dirent *task; (task = readdir(tasks));) {
        char *end = NULL;
        long tid = strtol(task->d_name, &end, 10);
        if (end == task->d_name || *end || tid <= 0) continue;
        if (sched_setaffinity((pid_t)tid, sizeof there, &there) == 0) moved++;
    }
    closedir(tasks);
    return moved;
}

void loupe_leave_where_the_huge_page_was_made(void) {
    int processor = loupe_start_huge_page_processor();
    if (processor >= 0) (void)loupe_move_threads_to(getpid(), processor);
}

#else

int loupe_move_threads_to(int pid, int processor) {
    (void)pid, (void)processor;
    return -1;
}

void loupe_leave_where_the_huge_page_was_made(void) {}

#endif
