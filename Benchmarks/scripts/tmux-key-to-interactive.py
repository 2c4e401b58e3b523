#!/usr/bin/env python3
"""Key to interactive for `loupe tmux`, timed from the terminal's side.

Attaches a client of the private tmux server SERVER (`tmux -L SERVER`) inside a
pseudo-terminal this script owns, as a terminal emulator would, then ROUNDS times:
starts `LOUPE tmux --target %0 --client CLIENT --pane-info INFO ...` (what loupe.tmux's key binding
runs: INFO is the line tmux makes of `loupe tmux --pane-info-format` when the key is pressed;
LOUPE_BENCH_NO_PANE_INFO=1 leaves it out, as a binding written by hand may) and
reads the client's output until the client turns mouse reporting on in its terminal
(ESC [ ? 1000 h), which tmux does once the picker in the popup has asked for the mouse.
No polling: the output is read as it arrives, so the figure has no poll interval and
costs no CPU while loupe starts. `q` then closes the picker; the next round starts once
the client has turned the mouse off again.

  tmux-key-to-interactive.py SERVER LOUPE[:LOUPE...] ROUNDS SCROLLBACK [-- COMMAND...]

Several LOUPE binaries, separated by colons, are timed side by side: one round each in
turn, so a machine that gets busier or quieter meanwhile weighs on all of them alike.

With `-- COMMAND...`, COMMAND also runs once with the client attached (its name in
$LOUPE_BENCH_CLIENT) before the rounds, e.g. `loupe tmux --bench`.
"""
import os, subprocess, sys, time

from tmux_client import AttachedClient

MOUSE_ON, MOUSE_OFF = b"\x1b[?1000h", b"\x1b[?1000l"


def main():
    server, loupes, rounds, scrollback = sys.argv[1], sys.argv[2].split(":"), int(sys.argv[3]), sys.argv[4]
    loupe = loupes[0]
    extra = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
    attached = AttachedClient(server)
    read_until, settle, tmux = attached.read_until, attached.settle, attached.tmux
    client = attached.wait_attached()
    socket = tmux("display", "-p", "#{socket_path}")
    env = dict(os.environ, TMUX=f"{socket},{os.getpid()},0", LOUPE_BENCH_CLIENT=client)
    settle()
    if extra:
        subprocess.run(extra, env=env, check=True)
        settle()
    command = [loupe, "tmux", "--target", "%0", "--client", client, "--scrollback", scrollback]
    if os.environ.get("LOUPE_BENCH_NO_PANE_INFO") != "1":
        # tmux expands the binding's format when the key is pressed: done here once, untimed.
        layout = subprocess.run([loupe, "tmux", "--pane-info-format"], capture_output=True, text=True, check=True).stdout.rstrip("\n")
        command += ["--pane-info", subprocess.run(["tmux", "-L", server, "display", "-p", "-t", "%0", layout],
                                                  capture_output=True, text=True, check=True).stdout.rstrip("\n")]
    times = {binary: [] for binary in loupes}
    for turn in range(rounds * len(loupes)):
        binary = loupes[turn % len(loupes)]
        start = time.monotonic()
        run = subprocess.Popen([binary] + command[1:], env=env)
        on = read_until(MOUSE_ON, 10)
        if on is None:
            sys.exit(f"the picker never asked for the mouse ({binary})")
        times[binary].append((on - start) * 1000)
        attached.write(b"q")
        run.wait()
        read_until(MOUSE_OFF, 5)
        settle(0.15)
    for binary, taken in times.items():
        taken.sort()
        quartile = len(taken) // 4
        name = f" {binary}" if len(loupes) > 1 else ""
        print(f"key to interactive{name} (loupe tmux start to the client turning the mouse on for the picker), "
              f"median of {len(taken)}: {taken[len(taken) // 2]:.1f} ms (quartiles {taken[quartile]:.1f} and "
              f"{taken[-1 - quartile]:.1f} ms, min {taken[0]:.1f} ms, max {taken[-1]:.1f} ms)")
    attached.close()


main()
