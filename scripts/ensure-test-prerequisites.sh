#!/usr/bin/env bash
# Browser tests need Debian's Chromium and DynamoDB Local needs Java 17. On a fresh machine where we are
# root, install what is missing with apt-get; otherwise say exactly what to install.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(openjdk-17-jre-headless)

if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing test prerequisites: ${missing[*]}. Install them (e.g. sudo apt-get install -y ${missing[*]}) and run again." >&2
  exit 1
fi
echo "Installing test prerequisites: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
