#!/usr/bin/env bash
# Start-up time of `loupe tmux` on a 200x50 pane full of coloured text, on a private
# tmux server with a client attached (in a pseudo-terminal, so popups show).
#   Benchmarks/scripts/tmux-startup.sh [SCROLLBACK]
# LOUPE names the binary (default: this checkout's release build); LOUPE=a:b times several
# side by side, a round each in turn (the steps of 1. are the first one's); ROUNDS (15) rounds each.
# 1. `loupe tmux --bench`: the median time of each step loupe controls (tmux -V on old
#    servers, the pane information + capture-pane call, parsing, and a popup over the
#    pane until its relay has lent loupe the popup's terminal).
# 2. Key to interactive: from starting `loupe tmux` (what the key binding runs) to the
#    moment the attached client turns mouse reporting on in its terminal, which tmux
#    does once loupe has drawn the pane in the popup and asked for mouse reports.
#    tmux-key-to-interactive.py attaches that client inside a pseudo-terminal it reads
#    directly (no polling, so nothing competes with loupe for the CPU); q closes it.
set -euo pipefail
scrollback=${1:-0}
loupes=${LOUPE:-$(cd "$(dirname "$0")/../.." && pwd)/.build/release/loupe}
loupe=${loupes%%:*}
inner=loupe-bench-$$
sockets=${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)
trap 'tmux -L $inner kill-server 2>/dev/null || true; rm -f "$sockets/$inner"' EXIT
. "$(dirname "$0")/tmux-bench-pane.sh"
bench_pane $inner "$scrollback"
bench='"$0" tmux --bench --target %0 --client "$LOUPE_BENCH_CLIENT" --scrollback "$1"'
python3 "$(dirname "$0")/tmux-key-to-interactive.py" $inner "$loupes" "${ROUNDS:-15}" "$scrollback" -- bash -c "$bench" "$loupe" "$scrollback"
