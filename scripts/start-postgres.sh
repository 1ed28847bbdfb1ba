#!/usr/bin/env bash
# Starts a throw-away PostgreSQL (Debian's package) on 127.0.0.1:$PGPORT for the API tests and prints
# its URL. Used by .ci/run; needs root (it runs the server as the postgres user).
set -euo pipefail
PGPORT=${PGPORT:-55432}
PGDATA=${PGDATA:-/tmp/storefront-pg}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
rm -rf "$PGDATA"
mkdir -p "$PGDATA"
chown postgres:postgres "$PGDATA"
su postgres -s /bin/sh -c "$bin/initdb -D $PGDATA -A trust -U postgres >/dev/null"
su postgres -s /bin/sh -c "$bin/pg_ctl -D $PGDATA -o '-c listen_addresses=127.0.0.1 -p $PGPORT -k /tmp' -l $PGDATA/server.log -w start >/dev/null"
echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
