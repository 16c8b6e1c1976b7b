#!/usr/bin/env bash
# Freeze Tallyo Desktop with PyInstaller into one folder: dist/tallyo-desktop/ (on macOS also
# "dist/Tallyo Desktop.app").
#
#     packaging/build.sh [--dist DIR] [--work DIR] [--bare]
#
#   --dist DIR   where the frozen app goes (default: dist/)
#   --work DIR   PyInstaller's scratch folder (default: build/)
#   --bare       freeze packaging/bare_window.py instead, into DIR/bare-window/ (for sizes)
#
# It builds with the project's .venv, creating it when it is missing, after installing into it
# the exact versions of packaging/requirements-lock.txt (a release is built from those, checked
# against their hashes). TALLYO_PYTHON names another Python to build with, as it is; it must
# have the project and PyInstaller installed. Runs on Linux, macOS and Windows (Git Bash).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dist="$root/dist"
work="$root/build"
spec_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --dist) dist="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        --bare) spec_args=(-- --bare); shift ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "build.sh: unknown argument: $1" >&2; exit 2 ;;
    esac
done

python="${TALLYO_PYTHON:-}"
if [ -z "$python" ]; then
    if [ -x "$root/.venv/bin/python" ]; then
        python="$root/.venv/bin/python"
    elif [ -x "$root/.venv/Scripts/python.exe" ]; then
        python="$root/.venv/Scripts/python.exe"
    else
        echo "Creating the virtual environment in .venv..."
        "$(command -v python3 || command -v python)" -m venv "$root/.venv"
        python="$root/.venv/bin/python"
        [ -x "$python" ] || python="$root/.venv/Scripts/python.exe"
    fi
    echo "Installing the locked versions (packaging/requirements-lock.txt) into .venv..."
    "$python" -m pip install --disable-pip-version-check -q --require-hashes \
        -r "$root/packaging/requirements-lock.txt"
    if ! "$python" -m pip show -q tallyo-desktop >/dev/null 2>&1; then
        # A folder has no hash to check: the project goes in on its own, with nothing more.
        "$python" -m pip install --disable-pip-version-check -q --no-deps -e "$root"
    fi
fi

started=$SECONDS
# --noconfirm replaces an earlier build in DIST without asking.
"$python" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$dist" --workpath "$work" \
    "$root/packaging/tallyo-desktop.spec" ${spec_args[@]+"${spec_args[@]}"}
echo "Built into $dist in $((SECONDS - started)) s."
