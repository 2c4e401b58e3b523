#ifndef LOUPE_CTHREADS_SHIM_H
#define LOUPE_CTHREADS_SHIM_H
/*
 * Where a new thread starts. Linux often puts a new thread on its creator's CPU, where it waits
 * until the creator yields or the balancer moves it (0.8-1.5 ms on a 2-core machine, measured):
 * a thread started to work beside its creator is asked to start on another CPU, then lets
 * itself run anywhere again. The GNU calls are declared here: the C library's module is built
 * without _GNU_SOURCE, so Swift does not see them.
 */
#include <pthread.h>
#include <sched.h>

#ifdef __linux__
#define LOUPE_CPU_WORD_BITS (8 * sizeof(__cpu_mask))

extern int sched_getcpu(void);
extern int sched_getaffinity(pid_t pid, size_t cpusetsize, cpu_set_t *mask);
extern int pthread_attr_setaffinity_np(pthread_attr_t *attr, size_t cpusetsize, const cpu_set_t *cpuset);
extern int pthread_setaffinity_np(pthread_t thread, size_t cpusetsize, const cpu_set_t *cpuset);

/*
 * Asks `attr`'s thread to start on a CPU the calling thread may use other than the one it runs
 * on, and keeps every CPU it may use in `allowed` (for loupe_thread_run_anywhere). Returns 0
 * when there is no other CPU (or the system does not say): the thread then starts as usual.
 */
static inline int loupe_thread_start_elsewhere(pthread_attr_t *attr, cpu_set_t *allowed) {
    if (sched_getaffinity(0, sizeof(cpu_set_t), allowed) != 0) return 0;
    int here = sched_getcpu();
    if (here < 0 || here >= (int)(8 * sizeof(cpu_set_t))) return 0;
    cpu_set_t others = *allowed;
    others.__bits[here / LOUPE_CPU_WORD_BITS] &= ~((__cpu_mask)1 << (here % LOUPE_CPU_WORD_BITS));
    int any = 0;
    for (size_t i = 0; i < sizeof(others.__bits) / sizeof(others.__bits[0]); i++) any |= others.__bits[i] != 0;
    if (!any) return 0;
    return pthread_attr_setaffinity_np(attr, sizeof(cpu_set_t), &others) == 0;
}

/* Lets the calling thread run on every CPU in `allowed` again. */
static inline void loupe_thread_run_anywhere(const cpu_set_t *allowed) {
    (void)pthread_setaffinity_np(pthread_self(), sizeof(cpu_set_t), allowed);
}

/*
 * How glibc's malloc keeps blocks (HeapRoom): the size from which a block is a mapping of its
 * own, and how much freed room an arena's top keeps. <malloc.h>'s mallopt, by its values.
 */
#include <malloc.h>
#include <stdint.h>
static inline void loupe_malloc_keep_in_arenas(int mapping_threshold, int trim_threshold) {
    (void)mallopt(M_MMAP_THRESHOLD, mapping_threshold);
    (void)mallopt(M_TRIM_THRESHOLD, trim_threshold);
}

/*
 * Where the main thread's arena has its free top now: the program break less the top's size
 * (mallinfo2's keepcost, the main arena's alone). Meaningful while that arena grows by sbrk.
 */
extern void *sbrk(intptr_t increment);
static inline uintptr_t loupe_main_arena_top(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return (uintptr_t)sbrk(0) - (uintptr_t)info.keepcost;
#else
    return 0; /* no mallinfo2 (glibc 2.33): the room is made present from its start */
#endif
}
#endif
#endif
