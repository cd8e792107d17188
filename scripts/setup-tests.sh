#!/usr/bin/env bash
# Installs what the browser tests need that npm cannot: Debian's Chromium and
# an emoji font. Playwright then drives /usr/bin/chromium (no browser download).
set -euo pipefail
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi 'Noto Color Emoji'; then
  echo "setup-tests: chromium and fonts already installed"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-color-emoji > /dev/null
echo "setup-tests: installed $(/usr/bin/chromium --version)"
