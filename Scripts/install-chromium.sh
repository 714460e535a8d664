#!/usr/bin/env bash
# Installs Debian's chromium, which renders the HTML report headless in tests and CI
# (.ci/report). Idempotent: does nothing when chromium is already there. Needs root (or sudo)
# and apt-get; anywhere else, it says so and fails.
#
#   bash Scripts/install-chromium.sh
set -euo pipefail

if command -v chromium >/dev/null 2>&1; then
    echo "chromium is installed: $(chromium --version 2>/dev/null || echo "$(command -v chromium)")"
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: no apt-get here; install Chromium with this system's package manager and put 'chromium' on PATH" >&2
    exit 1
fi
run_as_root=()
if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "error: installing chromium needs root or sudo" >&2; exit 1; }
    run_as_root=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
# A fresh container has no package lists: the first install fails without them.
if ! "${run_as_root[@]}" apt-get install -y --no-install-recommends chromium; then
    "${run_as_root[@]}" apt-get update
    "${run_as_root[@]}" apt-get install -y --no-install-recommends chromium
fi
echo "chromium is installed: $(chromium --version 2>/dev/null || echo "$(command -v chromium)")"
