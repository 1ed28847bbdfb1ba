#!/usr/bin/env bash
set -euo pipefail
PGDATA=${PGDATA:-/tmp/storefront-pg}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
su postgres -s /bin/sh -c "$bin/pg_ctl -D $PGDATA -m fast stop >/dev/null" || true
