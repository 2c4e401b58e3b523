#!/usr/bin/env python3
"""Time from pressing G (go to end) in a pager to the end of the file on screen.

Runs `loupe view FILE` and `less -R FILE` in a pseudo-terminal this script owns
(200x60, TERM=xterm-256color), waits for the first screen (FIRST: text of the file's
first lines), waits DELAY seconds (time a person spends on the first page), sends G,
and reads the output as it arrives until the pager has drawn the end: loupe's status
bar `of N` (N = the file's line count) or, for less, text of the last line (LAST).

  Benchmarks/scripts/go-to-end.py FILE FIRST LAST [DELAY [RUNS]]   (LOUPE=path/to/loupe)
"""
import fcntl, os, pty, select, struct, subprocess, sys, termios, time


def go_to_end(argv, first, end_marker, delay):
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 60, 200, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.execvp(argv[0], argv)
    pending = bytearray()

    def until(marker, timeout=30.0):
        end = time.monotonic() + timeout
        while marker not in pending:
            ready, _, _ = select.select([fd], [], [], max(0.0, end - time.monotonic()))
            if not ready:
                return None
            try:
                pending.extend(os.read(fd, 1 << 16))
            except OSError:
                return None
        pending.clear()
        return time.monotonic()

    try:
        if until(first) is None:
            return None
        time.sleep(delay)
        pending.clear()
        start = time.monotonic()
        os.write(fd, b"G")
        done = until(end_marker)
        return None if done is None else (done - start) * 1000
    finally:
        os.write(fd, b"q")
        os.waitpid(pid, 0)
        os.close(fd)


def main():
    path, first, last = sys.argv[1], sys.argv[2].encode(), sys.argv[3].encode()
    delay = float(sys.argv[4]) if len(sys.argv) > 4 else 0.5
    runs = int(sys.argv[5]) if len(sys.argv) > 5 else 5
    loupe = os.environ.get("LOUPE", "loupe")
    lines = int(subprocess.run(["wc", "-l", path], capture_output=True, text=True).stdout.split()[0])
    with open(path, "rb") as f:
        if f.seek(0, 2) > 0:
            f.seek(-1, 2)
            if f.read(1) != b"\n":
                lines += 1  # a last line without a newline
    pagers = [("loupe view", [loupe, "view", path], f"of {lines}".encode()), ("less -R", ["less", "-R", path], last)]
    for name, argv, marker in pagers:
        times = sorted(t for t in (go_to_end(argv, first, marker, delay) for _ in range(runs)) if t is not None)
        if not times:
            print(f"{name}: never reached the end")
            continue
        print(f"{name}: G after {delay:.1f} s, median {times[len(times) // 2]:.1f} ms, "
              f"min {times[0]:.1f} ms, max {times[-1]:.1f} ms over {len(times)} runs")


if __name__ == "__main__":
    main()
