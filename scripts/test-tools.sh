#!/usr/bin/env bash
# The system programs the tests need besides Node.js, checked before `npm test` (and by .ci/run):
# a missing one is installed with apt-get when we are root on Debian, as Playwright's
# `install --with-deps` does; otherwise this stops with the one command to run.
set -euo pipefail

missing=()   # Debian packages to install
reasons=()   # why each is needed

if [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium)
  reasons+=("chromium: the browser tests (tests/e2e) drive Debian's /usr/bin/chromium")
fi
if [ -z "${GNUGO_PATH:-}" ] && ! command -v gnugo >/dev/null 2>&1 && [ ! -x /usr/games/gnugo ]; then
  missing+=(gnugo)
  reasons+=("gnugo: the pre-AI bot's tests play real GNU Go")
fi
if ! command -v ffmpeg >/dev/null 2>&1 || ! command -v ffprobe >/dev/null 2>&1; then
  missing+=(ffmpeg)
  reasons+=("ffmpeg: video to SGF reads frames with it, and its tests make their videos with it")
fi

[ ${#missing[@]} -eq 0 ] && exit 0

echo "The tests need system programs that are not installed:"
printf '  - %s\n' "${reasons[@]}"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing them now: apt-get install -y ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q "${missing[@]}"
else
  echo "Install them, then run the tests again:"
  echo "  sudo apt-get install -y ${missing[*]}"
  exit 1
fi
