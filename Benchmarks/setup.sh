#!/usr/bin/env bash
# Installs the benchmark's other contenders into Benchmarks/.deps/ (git-ignored), and says what
# it could not install. Safe to run again: what is there already is kept.
#
#   ICU 78 (CLDR 48)  C headers and libraries out of the PyPI wheel icukit-pyicu → .deps/icu78/
#   ICU 72 (CLDR 42)  Debian's libicu-dev (apt-get, when missing and when we are root)
#   Babel             PyPI, version 2.18.0 if it is there, into the virtualenv .deps/venv/
#   Node              as installed: only reported
#
# Prints one `contender: status` line each to stdout; details go to stderr. Exits 0 even when a
# contender is missing: run.sh skips it and says why.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
deps="$here/.deps"
mkdir -p "$deps"
python=${PYTHON:-python3}
icu78_version='icukit-pyicu>=78,<79'
babel_version=2.18.0

# ICU 78: the wheel ships include/unicode/*.h and lib/libicu*.so.78 (copies, not links).
icu78="$deps/icu78"
if [ -f "$icu78/include/unicode/upluralrules.h" ] && [ -e "$icu78/lib/libicui18n.so" ]; then
    echo "icu78: ok (already installed in ${icu78#$here/})"
elif ! command -v "$python" > /dev/null; then
    echo "icu78: skipped: no $python to download the wheel with"
else
    rm -rf "$deps/wheels" "$icu78"
    mkdir -p "$deps/wheels"
    # The wheel is per Python version; the C libraries inside are the same. Try this Python's
    # first, then any CPython wheel for this platform.
    if "$python" -m pip download --quiet --no-deps --only-binary=:all: -d "$deps/wheels" "$icu78_version" >&2 ||
       "$python" -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.11 -d "$deps/wheels" "$icu78_version" >&2; then
        wheel=$(ls "$deps/wheels"/icukit_pyicu-*.whl | head -n 1)
        "$python" - "$wheel" "$icu78" <<'PY' >&2
import os, sys, zipfile
wheel, target = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as archive:
    for name in archive.namelist():
        parts = name.split("/")
        if parts[:3] == ["icukit_pyicu", "include", "unicode"] and name.endswith(".h"):
            relative = os.path.join("include", "unicode", parts[-1])
        elif parts[:2] == ["icukit_pyicu", "lib"] and len(parts) == 3 and any(
                parts[2].startswith(f"libicu{library}.so.") and parts[2].count(".") == 2
                for library in ("uc", "i18n", "data")):
            relative = os.path.join("lib", parts[2])   # libicuuc.so.78: the soname
        else:
            continue
        path = os.path.join(target, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with archive.open(name) as source, open(path, "wb") as destination:
            destination.write(source.read())
PY
        for library in uc i18n data; do
            soname=$(cd "$icu78/lib" && ls libicu$library.so.* 2>/dev/null | head -n 1)
            [ -n "$soname" ] && ln -sf "$soname" "$icu78/lib/libicu$library.so"
        done
        rm -rf "$deps/wheels"
        if [ -f "$icu78/include/unicode/upluralrules.h" ] && [ -e "$icu78/lib/libicui18n.so" ]; then
            echo "icu78: ok (installed from $(basename "$wheel"))"
        else
            echo "icu78: skipped: the wheel $(basename "$wheel") has no C headers or libraries where expected"
        fi
    else
        echo "icu78: skipped: pip could not download $icu78_version"
    fi
fi

# ICU 72: the system's ICU, Debian 12's libicu-dev.
if [ -f /usr/include/unicode/upluralrules.h ] && pkg-config --exists icu-i18n 2>/dev/null; then
    echo "icu-system: ok (libicu-dev $(pkg-config --modversion icu-i18n))"
elif [ "$(id -u)" != 0 ]; then
    echo "icu-system: skipped: libicu-dev is not installed and this is not root (apt-get install libicu-dev)"
elif ! command -v apt-get > /dev/null; then
    echo "icu-system: skipped: libicu-dev is not installed and there is no apt-get"
else
    { apt-get install -y --no-install-recommends libicu-dev pkg-config ||
      { apt-get update && apt-get install -y --no-install-recommends libicu-dev pkg-config; }; } >&2
    if [ -f /usr/include/unicode/upluralrules.h ] && pkg-config --exists icu-i18n 2>/dev/null; then
        echo "icu-system: ok (libicu-dev $(pkg-config --modversion icu-i18n), installed now)"
    else
        echo "icu-system: skipped: apt-get install libicu-dev failed"
    fi
fi

# Babel, in a virtualenv of its own.
venv="$deps/venv"
if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import babel" 2> /dev/null; then
    echo "babel: ok ($("$venv/bin/python" -c 'import babel; print(babel.__version__)'), already installed)"
elif ! "$python" -m venv "$venv" >&2; then
    echo "babel: skipped: $python -m venv failed"
elif "$venv/bin/python" -m pip install --quiet "babel==$babel_version" >&2 ||
     "$venv/bin/python" -m pip install --quiet babel >&2; then
    echo "babel: ok ($("$venv/bin/python" -c 'import babel; print(babel.__version__)'), installed now)"
else
    echo "babel: skipped: pip could not install babel"
fi

# Node: as installed.
if command -v node > /dev/null; then
    echo "node: ok ($(node --version), ICU $(node -p process.versions.icu), CLDR $(node -p process.versions.cldr))"
else
    echo "node: skipped: node is not installed (apt-get install nodejs)"
fi
