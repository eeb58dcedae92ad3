#!/usr/bin/env bash
# Makes sure the Chromium that Playwright drives (see playwright.config.ts) and the fonts the
# visual baselines were made with are installed. Playwright cannot download its own browsers
# here, so we use Debian's packages.
#   - everything present ($CHROMIUM_PATH or /usr/bin/chromium, and the fonts): nothing to do.
#   - something missing, root on Debian: install what is missing, then check that Chromium runs.
#   - otherwise: say in one sentence what to install, and exit 1.
set -euo pipefail

readonly DEBIAN_CHROMIUM=/usr/bin/chromium
# Noto covers Latin, CJK, Arabic, Hebrew and emoji alike; without the same fonts on every
# machine, text renders differently and the strict screenshot comparison fails.
readonly FONT_PACKAGES=(fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji)
readonly HOW_TO="End-to-end tests need Chromium and Noto fonts: install them (Debian: sudo apt-get install --no-install-recommends chromium ${FONT_PACKAGES[*]}) or set CHROMIUM_PATH to a Chromium binary."

if [[ -n "${CHROMIUM_PATH:-}" && ! -x "$CHROMIUM_PATH" ]]; then
  # Installing Debian's package would not help: the tests would still look at $CHROMIUM_PATH.
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', which is not an executable: point it at a Chromium binary, or unset it to use Debian's $DEBIAN_CHROMIUM." >&2
  exit 1
fi

is_installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'ok installed'
}

missing=()
if [[ -z "${CHROMIUM_PATH:-}" && ! -x "$DEBIAN_CHROMIUM" ]]; then missing+=(chromium); fi
if command -v dpkg-query >/dev/null 2>&1; then
  for package in "${FONT_PACKAGES[@]}"; do
    is_installed "$package" || missing+=("$package")
  done
fi
((${#missing[@]} == 0)) && exit 0

if [[ "$(id -u)" -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1 || [[ ! -f /etc/debian_version ]]; then
  echo "$HOW_TO" >&2
  exit 1
fi

echo "Installing from Debian: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q </dev/null
apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null

chromium=${CHROMIUM_PATH:-$DEBIAN_CHROMIUM}
if ! version="$("$chromium" --version)"; then
  echo "Chromium is installed, but '$chromium --version' failed (see above)." >&2
  exit 1
fi
echo "Using $version"
