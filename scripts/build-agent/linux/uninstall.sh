#!/bin/sh
# Removes the integration manager: service, program, settings (the token) and local state.
# FV_RAIZ=/some/dir removes from that root instead of / (tests).
set -eu
RAIZ="${FV_RAIZ:-}"
if [ -z "$RAIZ" ] && [ "$(id -u)" -ne 0 ]; then
  echo "Execute como root: sudo /opt/fv-gerenciador/uninstall.sh" >&2
  exit 1
fi
if [ -z "$RAIZ" ] && command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
  systemctl disable --now fv-gerenciador.service 2>/dev/null || true
fi
rm -f "$RAIZ/etc/systemd/system/fv-gerenciador.service"
[ -n "$RAIZ" ] || { command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ] && systemctl daemon-reload; } || true
rm -rf "$RAIZ/opt/fv-gerenciador" "$RAIZ/etc/fv-gerenciador" "$RAIZ/var/lib/fv-gerenciador"
if [ -z "$RAIZ" ]; then
  id fv-gerenciador >/dev/null 2>&1 && userdel fv-gerenciador 2>/dev/null || true
  getent group fv-gerenciador >/dev/null && groupdel fv-gerenciador 2>/dev/null || true
fi
echo "Gerenciador removido."
