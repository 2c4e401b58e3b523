#!/usr/bin/env python3
"""Time from starting a pager on a file to its first screen, read from the terminal's side.

Runs each pager in a pseudo-terminal this script owns (200x60, TERM=xterm-256color),
as a terminal emulator would, and reads its output as it arrives until NEEDLE (text
from the file's first lines) has been written; then sends `q`. No polling, no tmux.
`loupe view` and `less -R` run on the same file, alternately, RUNS times each.

  Benchmarks/scripts/first-screen.py FILE NEEDLE [RUNS]     (LOUPE=path/to/loupe to choose the binary)

LOUPE=path[:path...] times several loupe binaries, each in the same alternation.
"""
import fcntl, os, pty, select, struct, sys, termios, time

def first_screen(argv, needle, timeout=10.0):
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 60, 200, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.environ.pop("TMUX", None)
        os.execvp(argv[0], argv)
    seen = bytearray()
    took = None
    while time.monotonic() - start < timeout:
        if select.select([fd], [], [], 0.5)[0]:
            try:
                seen.extend(os.read(fd, 1 << 16))
            except OSError:
                break
            if needle in seen:
                took = (time.monotonic() - start) * 1000
                break
    os.write(fd, b"q")
    end = time.monotonic() + 5
    while time.monotonic() < end and select.select([fd], [], [], 0.1)[0]:
        try:
            os.read(fd, 1 << 16)
        except OSError:
            break
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(fd)
    return took

def main():
    path, needle = sys.argv[1], sys.argv[2].encode()
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    here = os.path.dirname(os.path.abspath(__file__))
    loupes = os.environ.get("LOUPE", os.path.join(here, "../../.build/release/loupe")).split(":")
    pagers = {"less -R": ["less", "-R", path]}
    for loupe in loupes:
        pagers["loupe view" + (f" ({loupe})" if len(loupes) > 1 else "")] = [loupe, "view", path]
    times = {name: [] for name in pagers}
    for _ in range(runs):
        for name, argv in pagers.items():
            t = first_screen(argv, needle)
            if t is None:
                sys.exit(f"{name} never showed {needle!r}")
            times[name].append(t)
    for name, ts in times.items():
        ts.sort()
        print(f"{name}: median {ts[len(ts) // 2]:.1f} ms, min {ts[0]:.1f} ms, max {ts[-1]:.1f} ms over {runs} runs")

main()
