#!/usr/bin/env python3
"""Where the page faults of Loupe's first screen land: a census by section of the binary.

Runs the installed LOUPE (`loupe view LOG`, 200x60, as first-screen.py does) RUNS times under
`perf record -e page-faults -c 1` with address-space randomisation off for the run (`setarch -R`,
so every start maps the binary at one address), keeps the faults of the main thread from its exec
until its first write of more than 2,000 bytes (the first frame), and prints how many a start
takes in each section of the binary (`.data.rel.ro`, `.text`, `.bss`, ...), in the heap (the
program break's, from where the first `brk` found it: a static-pie's is not after the binary
but where the kernel puts an interpreter's) and in the rest (mappings, the stack). Needs perf and permission to use it. The
binary's file is first put out of the page cache and read from the disk, as after a reboot: as
just written, its code takes far fewer faults (page_cache.py).

  Benchmarks/scripts/first-screen-faults.py LOUPE [RUNS] [LOGS]     (RUNS 10; LOGS as first-screen.py)
"""
import collections, os, re, subprocess, sys, tempfile

if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
    sys.exit(__doc__)
loupe = os.path.abspath(sys.argv[1])
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 10
logs = sys.argv[3] if len(sys.argv) > 3 else "/tmp/loupe-bench-logs"
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from page_cache import read_from_disk
log = os.path.join(logs, "256m.log")
if not os.path.exists(log):
    from bench_logs import make_log
    os.makedirs(logs, exist_ok=True)
    make_log(log, 256 << 20, False)

# The binary's sections and its entry point (readelf reads a stripped binary's section headers too).
sections = []
for line in subprocess.run(["readelf", "-SW", loupe], capture_output=True, text=True, check=True).stdout.splitlines():
    m = re.search(r"\]\s+(\.\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
    if m and int(m.group(2), 16) > 0:
        sections.append((int(m.group(2), 16), int(m.group(3), 16), m.group(1)))
entry = int(re.search(r"Entry point address:\s+0x([0-9a-f]+)",
                      subprocess.run(["readelf", "-hW", loupe], capture_output=True, text=True).stdout).group(1), 16)

read_from_disk([loupe])
with tempfile.TemporaryDirectory() as work:
    runner = os.path.join(work, "runner.py")
    with open(runner, "w") as f:
        f.write(f"""import runpy
first_screen = runpy.run_path({os.path.join(here, 'first-screen.py')!r})['first_screen']
for _ in range({runs}):
    first_screen([{loupe!r}, 'view', {log!r}])
""")
    data = os.path.join(work, "perf.data")
    subprocess.run(["setarch", "-R", "perf", "record", "-q", "-o", data, "-e", "page-faults", "-c", "1", "-d",
                    "-e", "sched:sched_process_exec", "-e", "syscalls:sys_enter_write", "-e", "syscalls:sys_exit_brk",
                    "--", sys.executable, runner],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    script = subprocess.run(["perf", "script", "-i", data, "-F", "comm,pid,tid,event,addr,ip,trace"],
                            capture_output=True, text=True).stdout

name = os.path.basename(loupe)[:15]
open_window, base, heap, counts, starts = {}, {}, {}, collections.Counter(), 0
for line in script.splitlines():
    m = re.match(r"\s*(\S+)\s+(\d+)/(\d+)\s+(\S+):\s+(.*)", line)
    if not m:
        continue
    comm, pid, tid, event, rest = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)
    if "sched_process_exec" in event:
        if f"filename={loupe}" in rest:
            open_window[pid] = True
            starts += 1
        continue
    if "sys_exit_brk" in event:
        # The first brk (glibc's, asking where the break is) gives the heap's start.
        found = re.search(r"0x([0-9a-f]+)", rest)
        if open_window.get(pid) and found:
            heap.setdefault(pid, int(found.group(1), 16))
        continue
    if "sys_enter_write" in event:
        count = re.search(r"count: (0x[0-9a-f]+)", rest)
        if open_window.get(pid) and tid == pid and count and int(count.group(1), 16) > 2000:
            open_window[pid] = False
        continue
    if comm != name or not open_window.get(pid) or tid != pid:
        continue
    fields = rest.split()
    address, ip = int(fields[0], 16), int(fields[-1], 16)
    if pid not in base:
        base[pid] = ip - entry  # the first fault after the exec is the entry point's page
    offset = address - base[pid]
    where = next((n for s, z, n in sections if s <= offset < s + z), None)
    if where is None:
        start = heap.get(pid)
        where = "heap (brk)" if start is not None and start <= address < start + (1 << 30) else "mappings and stack"
    counts[where] += 1

if not starts:
    sys.exit("no start of the program was recorded (is perf allowed? try as root)")
print(f"{loupe}: page faults of the main thread from exec to the first frame, a start (mean of {starts}):")
for where, n in counts.most_common():
    print(f"  {n / starts:7.1f}  {where}")
print(f"  {sum(counts.values()) / starts:7.1f}  in all")
