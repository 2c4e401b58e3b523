#!/usr/bin/env python3
"""Instructions Loupe's main thread runs from its exec to its first screen, counted by callgrind.

Timings of the first screen move by 10-20% from run to run on a shared machine, more than most
changes to the start; instruction counts do not move at all. Each build runs once, `loupe view
LOG` in a pseudo-terminal of 200x60 (TERM=xterm-256color, as first-screen.py) under valgrind's
callgrind, which writes the counts out when `FirstFrameBytes.make` returns (the frame's bytes
are made; the write follows). Printed for each build: the main thread's instructions to that
point, the part of them that was the terminal's set-up (the screen made in `HandOver.take`, and
the session started on it: valgrind runs one thread at a time, so the main thread often does the
terminal thread's work itself, which it seldom does in a real start), the rest (the pager's own: the figure to compare), and with --top N the N
functions of the most instructions, their callees included. `less -R` runs the same way, to its
end (its whole run: it writes its screen and quits on `q`).

The builds must keep their symbols (`make install INSTALL_STRIP=`); their debug information is
dropped in a copy first (`strip -g`), as this valgrind cannot read the toolchain's DWARF 5.

  Benchmarks/scripts/first-screen-instructions.py [--top N] LOUPE[:LOUPE...] [LOGS]
      LOUPE: an installed build with its symbols; several joined with ':' are counted in turn
      LOGS:  where the logs are, or are written (/tmp/loupe-bench-logs); the 256 MiB one is used
"""
import os, re, shutil, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_pager import Pager

LAST_LINE = "00000058"  # as first-screen.py: the last line of text on a 60-row screen
DUMP_AFTER = "*FirstFrameBytesO4make*"


def run(argv, out_file, dump_at_frame=True, timeout=120.0):
    """Runs argv under callgrind in a 200x60 pseudo-terminal (pty_pager.py); sends `q` once the
    screen is out and waits for the end. False when the screen never came."""
    command = ["valgrind", "--tool=callgrind", "--separate-threads=yes", f"--callgrind-out-file={out_file}"]
    if dump_at_frame:
        command.append(f"--dump-after={DUMP_AFTER}")
    pager = Pager(command + argv)
    shown = pager.wait(lambda text: LAST_LINE in text, timeout) is not None
    pager.type("q")
    end = time.monotonic() + timeout
    while not os.waitpid(pager.pid, os.WNOHANG)[0]:
        if time.monotonic() >= end:
            pager.close()
            return shown
        pager.drain(0.2)
    os.close(pager.fd)
    return shown


def inclusive(out_file):
    """The file's total and its functions' inclusive counts, largest first."""
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out_file],
                          capture_output=True, text=True, check=True).stdout
    total = int(re.search(r"^summary:\s+(\d+)", open(out_file).read(), re.M).group(1))
    functions = []
    for line in text.splitlines():
        m = re.match(r"\s*([0-9,]+) \([^)]*\)\s+\S*?:(\S+)", line)
        if m and not m.group(2).startswith("("):  # not valgrind's "(below main)"
            functions.append((int(m.group(1).replace(",", "")), m.group(2)))
    return total, functions


def first(functions, needle):
    return next((count for count, name in functions if needle in name), 0)


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        sys.exit(__doc__)
    top = 0
    if args[0] == "--top":
        top, args = int(args[1]), args[2:]
    if not shutil.which("valgrind") or not shutil.which("callgrind_annotate"):
        sys.exit("first-screen-instructions.py needs valgrind (apt install valgrind)")
    loupes = args[0].split(":")
    logs = args[1] if len(args) > 1 else "/tmp/loupe-bench-logs"
    log = os.path.join(logs, "256m.log")
    if not os.path.exists(log):
        from bench_logs import make_log
        os.makedirs(logs, exist_ok=True)
        make_log(log, 256 << 20, False)
    with tempfile.TemporaryDirectory() as work:
        for i, loupe in enumerate(loupes):
            if os.sep not in loupe or not os.access(loupe, os.X_OK):
                sys.exit(f"{loupe}: give the path of an installed loupe (a program found on PATH is never used)")
            copy = os.path.join(work, f"loupe{i}")
            subprocess.run(["strip", "-g", "-o", copy, loupe], check=True)
            if "FirstFrameBytes" not in subprocess.run(["nm", copy], capture_output=True, text=True).stdout:
                sys.exit(f"{loupe}: no symbols (install it with INSTALL_STRIP= to keep them)")
            out = os.path.join(work, f"loupe{i}.out")
            if not run([copy, "view", log], out):
                sys.exit(f"{loupe}: the first screen never came under valgrind")
            dumped = out + ".1-01"  # the main thread's counts when the frame's bytes were made
            if not os.path.exists(dumped):
                sys.exit(f"{loupe}: callgrind wrote no counts at the first frame ({DUMP_AFTER} never returned)")
            total, functions = inclusive(dumped)
            # Both halves of the opening, when the main thread did them: the screen (within
            # `HandOver.take`) and the session's start (`TerminalSession.init` on that screen).
            setup = first(functions, "LoupeRuntime8HandOverC4take") + \
                first(functions, "0B7SessionC_5hover7minimumA2C12SilentScreen")
            print(f"{loupe}: main thread to the first frame {total:,} instructions; "
                  f"the terminal's set-up in it {setup:,}; the rest {total - setup:,}")
            for count, name in functions[:top]:
                print(f"  {count:>12,}  {name[:150]}")
        out = os.path.join(work, "less.out")
        if run(["less", "-R", log], out, dump_at_frame=False):
            total = sum(int(m) for name in os.listdir(work) if name.startswith("less.out")
                        for m in re.findall(r"^summary:\s+(\d+)", open(os.path.join(work, name)).read(), re.M))
            print(f"less -R: its whole run {total:,} instructions")


main()
