#!/usr/bin/env bash
# Installs what the tests need that npm cannot: Debian's Chromium and an emoji
# font (Playwright drives /usr/bin/chromium, no browser download), and nginx
# (tests/deploy/nginx.test.ts runs deploy/nginx.conf; nginx-light has TLS,
# HTTP/2 and gzip). Installing nginx does not start it here.
set -euo pipefail
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi 'Noto Color Emoji' && command -v nginx > /dev/null 2>&1; then
  echo "setup-tests: chromium, fonts and nginx already installed"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-color-emoji nginx-light openssl > /dev/null
echo "setup-tests: installed $(/usr/bin/chromium --version), $(nginx -v 2>&1)"
