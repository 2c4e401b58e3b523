#!/usr/bin/env bash
# Regenerates every recording: demo/X.cast from demo/X.demo, headless and deterministic.
# Run from anywhere: bash demo/record-all.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product loupe
loupe="$(swift build --show-bin-path)/loupe"
for script in demo/*.demo; do
  cast="${script%.demo}.cast"
  "$loupe" demo "$script" --record "$cast" --check
  echo "recorded $cast"
done
