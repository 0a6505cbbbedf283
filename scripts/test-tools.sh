#!/usr/bin/env bash
# The system programs the tests need besides Node.js, checked before `npm test` (and by .ci/run):
# a missing one is installed with apt-get when we are root on Debian, as Playwright's
# `install --with-deps` does; otherwise this stops with the one command to run. PostgreSQL and
# Redis on localhost (the tests of several instances) are started when installed but stopped.
set -euo pipefail

redis_answers() {
  (exec 3<>/dev/tcp/127.0.0.1/6379 && printf 'PING\r\n' >&3 && read -r -t 2 reply <&3 &&
    [[ $reply == +PONG* ]]) 2>/dev/null
}

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    echo "PostgreSQL is not answering on 127.0.0.1:5432; starting it (the tests of several instances use it)"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  else
    echo "PostgreSQL must answer on 127.0.0.1:5432 (trust auth, database test) for the tests of several instances"
    exit 1
  fi
fi
if ! redis_answers; then
  if [ "$(id -u)" = 0 ] && command -v redis-server >/dev/null 2>&1; then
    echo "Redis is not answering on 127.0.0.1:6379; starting it (the tests of several instances use it)"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
    for _ in $(seq 1 30); do redis_answers && break; sleep 1; done
  else
    echo "Redis must answer on 127.0.0.1:6379 for the tests of several instances"
    exit 1
  fi
fi

missing=()   # Debian packages to install
reasons=()   # why each is needed

if [ ! -x /usr/bin/chromium-headless-shell ]; then
  missing+=(chromium-headless-shell)
  reasons+=("chromium-headless-shell: the browser tests (tests/e2e) drive Debian's headless chromium")
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
