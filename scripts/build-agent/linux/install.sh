#!/bin/sh
# Installs the integration manager as a systemd service. Run as root from the unpacked folder:
#   sudo ./install.sh                                   (asks for the server address and the token)
#   sudo ./install.sh --servidor URL --token TOKEN      (unattended)
#   printf '%s\n' "$TOKEN" | sudo ./install.sh --servidor URL   (unattended, the token off any command line)
#   --proxy URL (http://usuario:senha@proxy:3128), --sem-proxy, --ca ARQUIVO.pem or --ca sistema
# FV_RAIZ=/some/dir installs into that root instead of / and skips users and systemd (tests, images).
set -eu

RAIZ="${FV_RAIZ:-}"
AQUI="$(cd "$(dirname "$0")" && pwd)"
PROGRAMA="$RAIZ/opt/fv-gerenciador"
CONFIG="$RAIZ/etc/fv-gerenciador/gerenciador.conf"
UNIDADE="$RAIZ/etc/systemd/system/fv-gerenciador.service"
ESTADO="/var/lib/fv-gerenciador/estado.db"

servidor=""
token=""
proxy=""
sem_proxy=""
ca=""
while [ $# -gt 0 ]; do
  case "$1" in
    --servidor) servidor="${2:-}"; shift 2 ;;
    --token) token="${2:-}"; shift 2 ;;
    --proxy) proxy="${2:-}"; shift 2 ;;
    --sem-proxy) sem_proxy=1; shift ;;
    --ca) ca="${2:-}"; shift 2 ;;
    *) echo "opção desconhecida: $1 (use --servidor URL --token TOKEN [--proxy URL] [--ca ARQUIVO])" >&2; exit 2 ;;
  esac
done

if [ -z "$RAIZ" ] && [ "$(id -u)" -ne 0 ]; then
  echo "Execute como root: sudo ./install.sh" >&2
  exit 1
fi

# A reinstallation keeps the server and token already configured unless new ones are given.
if [ -f "$CONFIG" ]; then
  [ -n "$servidor" ] || servidor="$(sed -n 's/^GERENCIADOR_SERVIDOR=//p' "$CONFIG")"
  [ -n "$token" ] || token="$(sed -n 's/^GERENCIADOR_TOKEN=//p' "$CONFIG")"
  [ -n "$proxy" ] || [ -n "$sem_proxy" ] || proxy="$(sed -n 's/^GERENCIADOR_PROXY=//p' "$CONFIG")"
  [ -n "$ca" ] || ca="$(sed -n 's/^GERENCIADOR_CA=//p' "$CONFIG")"
fi
if [ -z "$servidor" ]; then
  printf 'Endereço do servidor (por exemplo, https://forcavendas.suaempresa.com.br): '
  read -r servidor || servidor=""
fi
if [ -z "$token" ]; then
  printf 'Token do gerenciador (gerado na tela do gerenciador da filial): '
  stty -echo 2>/dev/null || true
  read -r token || token=""
  stty echo 2>/dev/null || true
  echo
fi
case "$servidor" in
  http://*|https://*) ;;
  *) echo "Informe o endereço do servidor começando com https:// (ou http://)." >&2; exit 2 ;;
esac
case "$servidor$token" in
  *" "*) echo "O endereço do servidor e o token não podem conter espaços." >&2; exit 2 ;;
esac
if [ -z "$token" ]; then
  echo "Informe o token do gerenciador, gerado na tela do gerenciador da filial." >&2
  exit 2
fi
case "$proxy" in
  ""|http://*|https://*) ;;
  *) echo "Informe o proxy começando com http:// (ou https://), por exemplo http://usuario:senha@proxy.empresa:3128." >&2; exit 2 ;;
esac
case "$proxy" in
  *" "*) echo "O endereço do proxy não pode conter espaços." >&2; exit 2 ;;
esac
# The service reads the certificates itself (not as root): they are copied beside the program, readable by all.
CERTIFICADOS="/opt/fv-gerenciador/ca.pem"
case "$ca" in
  ""|sistema|"$CERTIFICADOS") ;;
  *)
    if ! grep -q -- '-----BEGIN CERTIFICATE-----' "$ca" 2>/dev/null; then
      echo "O arquivo $ca não tem certificados em PEM (-----BEGIN CERTIFICATE-----): exporte o certificado da empresa em Base64." >&2
      exit 2
    fi ;;
esac

if [ -z "$RAIZ" ]; then
  getent group fv-gerenciador >/dev/null || groupadd --system fv-gerenciador
  id fv-gerenciador >/dev/null 2>&1 || useradd --system --gid fv-gerenciador --home-dir /var/lib/fv-gerenciador --shell /usr/sbin/nologin fv-gerenciador
  systemctl stop fv-gerenciador.service 2>/dev/null || true
fi

install -d -m 0755 "$PROGRAMA" "$(dirname "$UNIDADE")"
install -m 0755 "$AQUI/fv-gerenciador" "$PROGRAMA/fv-gerenciador"
install -m 0644 "$AQUI/LEIA-ME.txt" "$PROGRAMA/LEIA-ME.txt"
install -m 0755 "$AQUI/uninstall.sh" "$PROGRAMA/uninstall.sh"
case "$ca" in
  ""|sistema|"$CERTIFICADOS") ;;
  *) install -m 0644 "$ca" "$RAIZ$CERTIFICADOS"; ca="$CERTIFICADOS" ;;
esac
install -m 0644 "$AQUI/fv-gerenciador.service" "$UNIDADE"
# The self-update renames the executable inside its folder (the new version beside it, the previous
# kept as .anterior): the folder is the service user's; what runs is checked by its signature.
[ -n "$RAIZ" ] || chown fv-gerenciador:fv-gerenciador "$PROGRAMA"
# The token lives in this file, readable by root only (0600): systemd reads it as root and hands the
# values to the service as its environment, which other users cannot read (/proc/<pid>/environ), and
# never puts them on the command line.
install -d -m 0700 "$(dirname "$CONFIG")"
umask 077
cat > "$CONFIG.novo" <<CONF
# Gerado por install.sh. Para trocar o servidor ou o token, execute install.sh de novo.
GERENCIADOR_SERVIDOR=$servidor
GERENCIADOR_TOKEN=$token
GERENCIADOR_ESTADO=$ESTADO
CONF
[ -z "$proxy" ] || printf 'GERENCIADOR_PROXY=%s\n' "$proxy" >> "$CONFIG.novo"
[ -z "$ca" ] || printf 'GERENCIADOR_CA=%s\n' "$ca" >> "$CONFIG.novo"
mv "$CONFIG.novo" "$CONFIG"
chmod 0600 "$CONFIG"

if [ -n "$RAIZ" ]; then
  echo "Instalado em $RAIZ (sem usuário nem systemd)."
  exit 0
fi
if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
  systemctl daemon-reload
  systemctl enable --now fv-gerenciador.service
  echo "Gerenciador instalado e iniciado. Registro: journalctl -u fv-gerenciador -f"
else
  echo "Gerenciador instalado, mas este sistema não usa systemd: inicie /opt/fv-gerenciador/fv-gerenciador com as variáveis de $CONFIG." >&2
fi
