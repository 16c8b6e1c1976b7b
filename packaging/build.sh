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
# It builds with the project's .venv, creating it and installing PyInstaller (the `package`
# extra) when they are missing. TALLYO_PYTHON names another Python to build with; it must have
# the project and PyInstaller installed. Runs on Linux, macOS and Windows (Git Bash).
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
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
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
fi

if ! "$python" -c "import PyInstaller, tallyo_desktop" 2>/dev/null; then
    echo "Installing Tallyo Desktop and PyInstaller (the package extra) into $python..."
    "$python" -m pip install --disable-pip-version-check -q -e "${root}[package]"
fi

started=$SECONDS
# --noconfirm replaces an earlier build in DIST without asking.
"$python" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$dist" --workpath "$work" \
    "$root/packaging/tallyo-desktop.spec" ${spec_args[@]+"${spec_args[@]}"}
echo "Built into $dist in $((SECONDS - started)) s."
