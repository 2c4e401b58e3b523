#!/usr/bin/env bash
# Time from starting a pager on a file to its first screen showing, in a real
# terminal (a private tmux server), for `loupe view` and `less -R` side by side.
#   Benchmarks/scripts/first-screen.sh FILE NEEDLE [RUNS]
# NEEDLE is text from the file's first line that shows once the screen is drawn.
set -euo pipefail
file=$1; needle=$2; runs=${3:-5}
loupe=${LOUPE:-$(dirname "$0")/../../.build/release/loupe}
sock=loupe-first-screen-$$
trap 'tmux -L $sock kill-server 2>/dev/null || true' EXIT
tmux -L $sock -f /dev/null new-session -d -x 200 -y 60 'sleep 100000'
tmux -L $sock set -g default-terminal xterm-256color
measure() {
  local best=999999 total=0
  for _ in $(seq "$runs"); do
    tmux -L $sock respawn-pane -k -t 0 "sleep 100000"
    sleep 0.2
    local start end
    start=$(date +%s%N)
    tmux -L $sock respawn-pane -k -t 0 "$*"
    until tmux -L $sock capture-pane -p -t 0 | grep -qF -- "$needle"; do sleep 0.005; done
    end=$(date +%s%N)
    local ms=$(( (end - start) / 1000000 ))
    total=$((total + ms)); (( ms < best )) && best=$ms
  done
  echo "$1: best ${best} ms, mean $((total / runs)) ms over $runs runs"
}
measure less -R "$file"
measure "$loupe" view "$file"
