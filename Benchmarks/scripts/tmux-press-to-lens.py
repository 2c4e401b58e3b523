#!/usr/bin/env python3
"""Press to lens for loupe.tmux's mouse bindings (@loupe-mouse on), timed from the terminal's side,
beside the key-first path.

Attaches a client of the private tmux server SERVER (`tmux -L SERVER`, session `main`, one
200x50 pane) inside a pseudo-terminal this script owns, as a terminal emulator would, and takes
ROUNDS rounds of each path in turn, so a machine that gets busier or quieter meanwhile weighs on
both alike:

- drag: with `mouse on` and loupe.tmux run with `@loupe-mouse on`, writes a left press and the
  drag's first motion one cell on (SGR mouse, as the terminal sends them when the button goes down
  and the pointer moves) and reads the client's output until the lens's top left corner (U+256D)
  is drawn. The release then ends the pick; the next round starts once the popup has closed and
  the client has been quiet for a while (and past tmux's double-click time).
- key: with `mouse off` (so the client's turning the mouse on is the picker's asking for it),
  writes prefix C-l (loupe.tmux's key binding), reads until the client turns mouse reporting on
  (the picker is interactive: its first frame is up), then at once writes the same press and
  motion and reads until the lens is drawn: key to interactive, and key to lens for a person who
  pressed the very moment the picker could take it. q closes the picker.

No polling: the output is read as it arrives.

  tmux-press-to-lens.py SERVER LOUPE_TMUX_PLUGIN ROUNDS LOUPE[:LOUPE...]

Several LOUPE binaries, separated by colons, are timed side by side: before each one's rounds the
plugin is run again with it as @loupe-bin (untimed), a round of each in turn.
"""
import os, sys, time

from tmux_client import AttachedClient

LENS = "╭".encode()
MOUSE_ON, MOUSE_OFF = b"\x1b[?1000h", b"\x1b[?1000l"


def sgr(code, column, row, release=False):
    return f"\x1b[<{code};{column + 1};{row + 1}{'m' if release else 'M'}".encode()


def main():
    server, plugin, rounds, loupes = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4].split(":")
    attached = AttachedClient(server, {"LC_ALL": "C.UTF-8"})
    read_until, settle, tmux, write = attached.read_until, attached.settle, attached.tmux, attached.write
    socket = tmux("display", "-p", "#{socket_path}")

    def picker_running():
        """Whether a relay of this server's popup runs (its environment names the server)."""
        mark = f"TMUX={socket},".encode()
        for p in filter(str.isdigit, os.listdir("/proc")):
            try:
                if b"relay" in open(f"/proc/{p}/cmdline", "rb").read() and mark in open(f"/proc/{p}/environ", "rb").read():
                    return True
            except OSError:
                pass
        return False

    def wait_closed():
        end = time.monotonic() + 10
        while picker_running():
            if time.monotonic() > end:
                sys.exit("the picker did not close")
            time.sleep(0.02)
        settle()

    attached.wait_attached()
    tmux("set", "-g", "@loupe-mouse", "on")
    times = {binary: ([], [], []) for binary in loupes}
    for turn in range(rounds * len(loupes)):
        binary = loupes[turn % len(loupes)]
        drag, key, key_lens = times[binary]
        tmux("set", "-g", "@loupe-bin", binary)
        tmux("run-shell", plugin)
        # Odd rows are the full ones (each line of 225 columns wraps): the drag always takes some text.
        column, row = 20 + 8 * (turn // len(loupes) % 8), 11 + 2 * (turn // len(loupes) % 15)
        # The drag path.
        tmux("set", "-g", "mouse", "on")
        settle()
        start = time.monotonic()
        write(sgr(0, column, row) + sgr(32, column + 1, row))
        lens = read_until(LENS, 10)
        if lens is None:
            sys.exit(f"the drag never showed the lens: {bytes(buffer[-300:])!r}")
        drag.append((lens - start) * 1000)
        write(sgr(32, column + 6, row) + sgr(0, column + 6, row, release=True))
        wait_closed()
        # The key-first path.
        tmux("set", "-g", "mouse", "off")
        settle()
        start = time.monotonic()
        write(b"\x02\x0c")
        on = read_until(MOUSE_ON, 10)
        if on is None:
            sys.exit(f"the picker never asked for the mouse: {bytes(buffer[-300:])!r}")
        write(sgr(0, column, row) + sgr(32, column + 1, row))
        lens = read_until(LENS, 10)
        if lens is None:
            sys.exit("the key-first picker never showed the lens")
        key.append((on - start) * 1000)
        key_lens.append((lens - start) * 1000)
        write(sgr(0, column + 1, row, release=True) + b"q")
        wait_closed()

    def summary(name, taken):
        taken.sort()
        quartile = len(taken) // 4
        print(f"{name}, median of {len(taken)}: {taken[len(taken) // 2]:.1f} ms (quartiles {taken[quartile]:.1f} and "
              f"{taken[-1 - quartile]:.1f} ms, min {taken[0]:.1f} ms, max {taken[-1]:.1f} ms)")

    for binary, (drag, key, key_lens) in times.items():
        name = f" ({binary})" if len(loupes) > 1 else ""
        summary(f"drag: press to lens (no key){name}", drag)
        summary(f"key first: key to interactive{name}", key)
        summary(f"key first: key to lens (pressed the moment the picker is interactive){name}", key_lens)
    attached.close()


main()
