#!/usr/bin/env bash
# `npm run test:full`: the whole suite on a Debian machine with PostgreSQL and MariaDB installed.
# Installs what is missing (Debian: chromium, firebird3.0-server, nsis, 7zip, sqlite3), starts the database
# servers when stopped (Firebird with SYSDBA's password set to masterkey), exports the TEST_*
# variables, builds the manager downloads (npm run build:agent) and runs `npm test` with CI=true,
# so that nothing is skipped: a missing server is a failure (tests/support/requisitos.ts); then the
# agent's, server's and integration tests again on Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
export CI="${CI:-true}"

# apt-get and the service scripts need root: sudo when not root.
como_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

falta=()
command -v chromium >/dev/null 2>&1 || falta+=(chromium)
# The server, not only its client tools (isql-fb and gsec come with firebird3.0-utils).
dpkg-query -W -f='${Status}' firebird3.0-server 2>/dev/null | grep -q "install ok installed" || falta+=(firebird3.0-server)
command -v makensis >/dev/null 2>&1 || falta+=(nsis)
command -v 7zz >/dev/null 2>&1 || falta+=(7zip)
# The distribution's sqlite3 tool (Debian 12: 3.40), which must read the server's data file.
command -v sqlite3 >/dev/null 2>&1 || falta+=(sqlite3)
if [ ${#falta[@]} -gt 0 ]; then
  echo "instalando do Debian: ${falta[*]}"
  como_root apt-get update -qq
  como_root apt-get install -y -qq "${falta[@]}" >/dev/null
fi

# PostgreSQL and MariaDB: started again if they stopped.
if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  como_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
fi
if ! mariadb-admin -h 127.0.0.1 -u root ping >/dev/null 2>&1; then
  como_root start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
fi
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
for _ in $(seq 1 30); do mariadb-admin -h 127.0.0.1 -u root ping >/dev/null 2>&1 && break; sleep 1; done

# Firebird 3 for the manager's ERP tests, SYSDBA's password set to a known test value.
como_root /etc/init.d/firebird3.0 start >/dev/null 2>&1 || true
for _ in $(seq 1 30); do (exec 3<>/dev/tcp/127.0.0.1/3050) 2>/dev/null && break; sleep 1; done
if ! gsec -user SYSDBA -password masterkey -display >/dev/null 2>&1; then
  ISC_PASSWORD="$(como_root sh -c '. /etc/firebird/3.0/SYSDBA.password && printf %s "$ISC_PASSWORD"')"
  gsec -user SYSDBA -password "$ISC_PASSWORD" -modify SYSDBA -pw masterkey
fi

export TEST_POSTGRES_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
export TEST_MARIADB_URL="${TEST_MARIADB_URL:-mysql://root@127.0.0.1:3306}"
export TEST_FIREBIRD_URL="${TEST_FIREBIRD_URL:-firebird://SYSDBA:masterkey@127.0.0.1:3050/var/lib/firebird/3.0/data}"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

# The manager downloads (executables and installers), checked by the suite.
npm run build:agent
npm test

# Node 24 LTS, the supported runtime (this machine's Node is 20): the agent's, the server's and the
# integration tests again (the common, server-sqlite and server-postgres projects) under Node 24 from the
# npm registry (scripts/node24/testar.ts), where SQLite is node:sqlite instead of better-sqlite3. The web
# project (the SPA's components under jsdom) is not run again: the SPA never runs on the server's Node,
# but in the browser, where the e2e tests above drive the same built bundle.
npm run test:node24 -- --project common --project server-sqlite --project server-postgres
