#!/usr/bin/env python3
"""Find in a big file, side by side with less and grep, as whole processes.

For each run, `loupe view FILE` and `less -R FILE` are started in a pseudo-terminal this
script owns (200x60, TERM=xterm-256color); once the first screen is there, `/QUERY` and
Enter are typed, and the time until the line of the first match (LINE_TEXT) is written is
taken. For loupe the time until the count is complete ("N of TOTAL" in place of
"searching…") is taken too, beside `grep -c -F QUERY FILE` as a whole process.

  Benchmarks/scripts/find.py FILE QUERY LINE_TEXT [RUNS]    (LOUPE=path/to/loupe)
  Benchmarks/scripts/find.py --make FILE                     writes a 1 GiB log, about 9 M lines,
                                                              "needle" on every 1000th line from 40,000
"""
import fcntl, os, pty, re, resource, select, struct, subprocess, sys, termios, time

def make(path):
    with open(path, "w") as f:
        i = 0
        size = 0
        while size < (1 << 30):
            if i >= 40_000 and i % 1000 == 0:
                line = f"{i:08d}  05:{i % 60:02d}:{i % 59:02d}  ERROR  worker-{i % 8}  needle-{i} in GET /api/items/{i}  500  {i % 300}ms\n"
            else:
                line = f"{i:08d}  05:{i % 60:02d}:{i % 59:02d}  INFO   worker-{i % 8}  GET /api/items/{i}/detail?page={i % 97}  200  {i % 300}ms\n"
            f.write(line)
            size += len(line)
            i += 1
    print(f"wrote {path}: {i} lines")

def spawn(argv):
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 60, 200, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.environ.pop("TMUX", None)
        os.execvp(argv[0], argv)
    return pid, fd

def read_until(fd, seen, test, timeout):
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if test(seen):
            return True
        if select.select([fd], [], [], 0.2)[0]:
            try:
                seen.extend(os.read(fd, 1 << 16))
            except OSError:
                return False
    return test(seen)

def run(argv, query, line_text, count_done=None, timeout=60.0):
    pid, fd = spawn(argv)
    seen = bytearray()
    read_until(fd, seen, lambda s: b"00000001" in s, 10)
    time.sleep(0.3)
    seen.clear()
    start = time.monotonic()
    os.write(fd, b"/" + query + b"\r")
    first = counted = None
    if read_until(fd, seen, lambda s: line_text in s, timeout):
        first = (time.monotonic() - start) * 1000
    if count_done and read_until(fd, seen, lambda s: count_done.search(bytes(s)) is not None, timeout):
        counted = (time.monotonic() - start) * 1000
    os.write(fd, b"q")
    time.sleep(0.2)
    os.kill(pid, 9)
    _, status, usage = os.wait4(pid, 0)
    os.close(fd)
    return first, counted, usage.ru_maxrss / 1024

def median(xs):
    xs = sorted(x for x in xs if x is not None)
    return xs[len(xs) // 2] if xs else None

def main():
    if sys.argv[1] == "--make":
        make(sys.argv[2]); return
    path, query, line_text = sys.argv[1], sys.argv[2].encode(), sys.argv[3].encode()
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    here = os.path.dirname(os.path.abspath(__file__))
    loupe = os.environ.get("LOUPE", os.path.join(here, "../../.build/release/loupe"))
    done = re.compile(rb"\d of [\d,]+ ")
    rows = {"loupe first": [], "loupe count": [], "loupe rss": [], "less first": [], "less rss": [], "grep -c": []}
    for _ in range(runs):
        f, c, rss = run([loupe, "view", path], query, line_text, done)
        rows["loupe first"].append(f); rows["loupe count"].append(c); rows["loupe rss"].append(rss)
        f, _, rss = run(["less", "-R", path], query, line_text)
        rows["less first"].append(f); rows["less rss"].append(rss)
        start = time.monotonic()
        subprocess.run(["grep", "-c", "-F", query, path], stdout=subprocess.DEVNULL)
        rows["grep -c"].append((time.monotonic() - start) * 1000)
    for name, xs in rows.items():
        unit = "MB" if name.endswith("rss") else "ms"
        shown = ", ".join("-" if x is None else f"{x:.0f}" for x in xs)
        m = median(xs)
        print(f"{name:12s} median {'-' if m is None else f'{m:.0f}'} {unit}   ({shown})")

main()
