"""Programs' files put out of the page cache, so that each is read from the disk again as any
program is after a reboot (as less is).

How a binary came into the page cache changes its start: a file just written there (by
`make install`'s strip, say) is held in large pages, which the kernel maps many at a time; one
read in by an exec takes a fault every 16 pages of code (12 faults in .text against 109 for
Loupe, its first screen 0.4-0.6 ms sooner as just written). Builds written at different times,
or by different tools, are compared alike only once both are read from the disk.
"""
import os


def read_from_disk(paths):
    """Writes out what is dirty, then drops each file's pages (`posix_fadvise DONTNEED`)."""
    os.sync()
    for path in paths:
        fd = os.open(path, os.O_RDONLY)
        try:
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)
