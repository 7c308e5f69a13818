#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on a free port, as the postgres user, in a temp
# folder. Prints the connection URL on stdout; `pg-cluster.sh stop DIR` stops and removes it.
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ "${1:-}" = "stop" ]; then
  su postgres -s /bin/sh -c "$BIN/pg_ctl -D '$2/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$2"
  exit 0
fi
DIR=$(mktemp -d /tmp/vitrine-pg.XXXXXX)
chown postgres "$DIR"
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
su postgres -s /bin/sh -c "$BIN/initdb -D '$DIR/data' -A trust -U postgres -E UTF8 --no-locale" >"$DIR/initdb.log" 2>&1
su postgres -s /bin/sh -c "$BIN/pg_ctl -D '$DIR/data' -l '$DIR/server.log' -w -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start" >/dev/null
echo "$DIR postgres://postgres@127.0.0.1:$PORT/postgres"
