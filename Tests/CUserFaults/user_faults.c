#define _GNU_SOURCE
#include "CUserFaults.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/userfaultfd.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int loupe_test_faults_hold(uintptr_t start, size_t length) {
    int fd = (int)syscall(SYS_userfaultfd, O_CLOEXEC | O_NONBLOCK | UFFD_USER_MODE_ONLY);
    if (fd < 0) return -1;
    struct uffdio_api api = {.api = UFFD_API, .features = 0};
    struct uffdio_register registration = {.range = {.start = start, .len = length}, .mode = UFFDIO_REGISTER_MODE_MISSING};
    if (ioctl(fd, UFFDIO_API, &api) != 0 || ioctl(fd, UFFDIO_REGISTER, &registration) != 0) {
        int error = errno;
        close(fd);
        errno = error;
        return -1;
    }
    return fd;
}

uintptr_t loupe_test_faults_next(int fd, int milliseconds) {
    struct pollfd ready = {.fd = fd, .events = POLLIN};
    int polled;
    do polled = poll(&ready, 1, milliseconds);
    while (polled < 0 && errno == EINTR);
    if (polled != 1) return 0;
    struct uffd_msg message;
    if (read(fd, &message, sizeof message) != (ssize_t)sizeof message || message.event != UFFD_EVENT_PAGEFAULT) return 0;
    return (uintptr_t)message.arg.pagefault.address & ~(uintptr_t)4095;
}

int loupe_test_faults_let_go(int fd, uintptr_t page) {
    struct uffdio_zeropage zero = {.range = {.start = page, .len = 4096}, .mode = 0};
    return ioctl(fd, UFFDIO_ZEROPAGE, &zero) == 0 ? 0 : -1;
}
