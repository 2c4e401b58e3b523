#!/usr/bin/env python3
"""Find in a big file, side by side with less and grep, as whole processes.

For each run, `loupe view FILE` and `less -R FILE` are started in a tmux pane (200x60,
xterm-256color, a server of its own); once the first screen is there, `/QUERY` and Enter are
typed, and the time until the line of the first match (LINE_TEXT) shows is taken (the pane
is read every 5 ms); and the peak resident memory (VmHWM). For loupe the time until the count is complete ("N of TOTAL" in place of
"searching…") is taken too, beside `grep -c -F QUERY FILE` as a whole process.

  Benchmarks/scripts/find.py [--after-end] FILE QUERY LINE_TEXT [RUNS]    (LOUPE=path/to/loupe)
      --after-end: as after reading a while: wait 3 s first (loupe's background index is done), less gets G and g
  Benchmarks/scripts/find.py --make FILE                     writes a 1 GiB log, about 9 M lines,
                                                              "needle" on every 1000th line from 40,000
"""
import os, re, subprocess, sys, time

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

def tmux(*args):
    return subprocess.run(["tmux", "-L", "loupe-find-bench", *args], capture_output=True, text=True).stdout

def screen():
    return tmux("capture-pane", "-p", "-t", "bench")

def wait(test, timeout):
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        text = screen()
        if test(text):
            return time.monotonic()
        time.sleep(0.005)
    return None

def run(argv, query, line_text, count_done=None, timeout=60.0):
    """One pager in a tmux pane of 200x60 (the screen read with capture-pane every 5 ms)."""
    tmux("-f", "/dev/null", "new-session", "-d", "-s", "bench", "-x", "200", "-y", "60")
    tmux("set", "-g", "default-terminal", "xterm-256color")
    tmux("respawn-pane", "-k", "-t", "bench", " ".join(argv) + "; sleep 30")
    wait(lambda t: "00000001" in t, 10)
    if AFTER_END:
        # As after reading a while: loupe's background index is done; less is given G and g.
        if "less" in argv[0]:
            tmux("send-keys", "-t", "bench", "G")
            time.sleep(3)
            tmux("send-keys", "-t", "bench", "g")
            wait(lambda t: "00000001" in t, 10)
        else:
            time.sleep(3)
    time.sleep(0.3)
    pid = int(tmux("display", "-p", "-t", "bench", "#{pane_pid}").strip() or 0)
    start = time.monotonic()
    tmux("send-keys", "-t", "bench", "-l", "/" + query.decode())
    tmux("send-keys", "-t", "bench", "Enter")
    first = counted = None
    at = wait(lambda t: line_text.decode() in t, timeout)
    if at: first = (at - start) * 1000
    if count_done:
        at = wait(lambda t: count_done.search(t) is not None, timeout)
        if at: counted = (at - start) * 1000
    rss = 0
    try:
        child = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
        for p in child:
            for line in open(f"/proc/{p}/status"):
                if line.startswith("VmHWM:"): rss = max(rss, int(line.split()[1]) / 1024)
    except OSError:
        pass
    tmux("kill-server")
    return first, counted, rss

def median(xs):
    xs = sorted(x for x in xs if x is not None)
    return xs[len(xs) // 2] if xs else None

AFTER_END = False

def main():
    global AFTER_END
    if sys.argv[1] == "--after-end":
        AFTER_END = True
        del sys.argv[1]
    if sys.argv[1] == "--make":
        make(sys.argv[2]); return
    path, query, line_text = sys.argv[1], sys.argv[2].encode(), sys.argv[3].encode()
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    here = os.path.dirname(os.path.abspath(__file__))
    loupe = os.environ.get("LOUPE", os.path.join(here, "../../.build/release/loupe"))
    done = re.compile(r"\d of [\d,]+ ")
    rows = {"loupe first": [], "loupe count": [], "loupe rss": [], "less first": [], "less rss": [], "grep -c": []}
    for _ in range(runs):
        f, c, rss = run([loupe, "view", path], query, line_text, done)
        rows["loupe first"].append(f); rows["loupe count"].append(c); rows["loupe rss"].append(rss)
        f, _, rss = run(["less", "-R", path], query, line_text)
        rows["less first"].append(f); rows["less rss"].append(rss)
        start = time.monotonic()
        out = subprocess.run(["grep", "-c", "-F", query.decode(), path], capture_output=True, text=True)
        assert out.returncode == 0, out.stderr
        rows["grep -c"].append((time.monotonic() - start) * 1000)
    for name, xs in rows.items():
        unit = "MB" if name.endswith("rss") else "ms"
        shown = ", ".join("-" if x is None else f"{x:.0f}" for x in xs)
        m = median(xs)
        print(f"{name:12s} median {'-' if m is None else f'{m:.0f}'} {unit}   ({shown})")

main()
