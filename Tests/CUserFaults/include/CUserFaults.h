// Page faults held on purpose, for tests (userfaultfd(2)): a thread's first touch of a page in a
// range waits until the test lets it go, so that a test can see what another thread does while
// a fault lasts (CStartupTests: the start's huge page, whose fault can take milliseconds in a
// virtual machine).
#ifndef CUSERFAULTS_H
#define CUSERFAULTS_H

#include <stddef.h>
#include <stdint.h>

/// Holds the faults of missing pages in the `length` bytes at `start` (page-aligned, private
/// anonymous memory): returns the file descriptor that reports them (close it when done), or -1
/// with errno set (no userfaultfd, or not allowed: user-mode faults only, as any user may).
int loupe_test_faults_hold(uintptr_t start, size_t length);

/// The page of the next fault held on `fd`, waiting up to `milliseconds` for one; 0 if none came.
uintptr_t loupe_test_faults_next(int fd, int milliseconds);

/// Lets the fault at `page` go on (maps a page of zeros there, waking the threads that wait on
/// it): 0, or -1 with errno set (EEXIST: a page is there already).
int loupe_test_faults_let_go(int fd, uintptr_t page);

#endif
