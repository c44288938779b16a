#!/usr/bin/env bash
# Builds the manager downloads and checks them, for CI or by hand after `npm ci` (not part of
# `npm test`: the build alone takes about two minutes on two cores). Needs MariaDB on 127.0.0.1:3306
# for the executable's MariaDB test connection, as .ci/run starts it.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v makensis >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nsis >/dev/null
  else
    echo "makensis não encontrado: apt-get install -y nsis" >&2
    exit 1
  fi
fi

npm run build:agent

# The Linux executable where no node can be found on PATH.
vazio="$(mktemp -d)"
trap 'rm -rf "$vazio"' EXIT
if env -i PATH="$vazio" /bin/sh -c 'command -v node' >/dev/null; then echo "node ainda está no PATH de teste" >&2; exit 1; fi
env -i PATH="$vazio" dist-agent/fv-gerenciador-linux-x64 --versao

export TEST_MARIADB_URL="${TEST_MARIADB_URL:-mysql://root@127.0.0.1:3306}"
npx vitest run --project common scripts/build-agent agent/supervisor.test.ts agent/configArquivo.test.ts
npx vitest run --project server-sqlite tests/integration/executavelAgente.test.ts tests/integration/downloads.test.ts
