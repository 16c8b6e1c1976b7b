#!/usr/bin/env bash
# Freeze the app and a bare QMainWindow (packaging/bare_window.py) the same way, with the same
# excludes and Qt trimming, check that both start, and print both folder sizes and their ratio,
# then the files the app has beyond the bare window, largest first.
#
#     packaging/measure_size.sh [OUT_DIR]      (default: build/size)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/build/size}"
exe=""
[ "${OS:-}" = "Windows_NT" ] && exe=".exe"

"$root/packaging/build.sh" --dist "$out/dist" --work "$out/work"
"$root/packaging/build.sh" --dist "$out/dist" --work "$out/work" --bare

# A size is worth nothing for a build that cannot start.
QT_QPA_PLATFORM=offscreen "$out/dist/tallyo-desktop/tallyo-desktop$exe" --smoke-test
QT_QPA_PLATFORM=offscreen "$out/dist/bare-window/bare-window$exe" --smoke-test

"$(command -v python3 || command -v python)" - "$out/dist/tallyo-desktop" "$out/dist/bare-window" <<'EOF'
import sys
from pathlib import Path

app, bare = (Path(folder) for folder in sys.argv[1:3])


def sizes(folder: Path) -> dict[str, int]:
    # The executable's own name differs between the two, so it is compared as "executable".
    # Symbolic links (PyInstaller links some libraries into place) count as nothing, as on disk.
    return {
        ("executable" if path.parent == folder else path.relative_to(folder).as_posix()):
        path.stat().st_size
        for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    }


app_files, bare_files = sizes(app), sizes(bare)
app_total, bare_total = sum(app_files.values()), sum(bare_files.values())
mb = 1024 * 1024
print(f"Tallyo Desktop    {app_total / mb:7.1f} MiB  {app_total:>11} bytes  {len(app_files)} files")
print(f"bare QMainWindow  {bare_total / mb:7.1f} MiB  {bare_total:>11} bytes  {len(bare_files)} files")
print(f"ratio             {app_total / bare_total:7.3f}")
extra = {name: size - bare_files.get(name, 0) for name, size in app_files.items()}
extra = {name: size for name, size in extra.items() if size > 0}
print(f"What the app adds ({sum(extra.values()) / mb:.1f} MiB), largest first:")
for name, size in sorted(extra.items(), key=lambda item: -item[1])[:12]:
    print(f"  {size / 1024:9.1f} KiB  {name}")
missing = sorted(set(bare_files) - set(app_files))
if missing:
    print("In the bare window only:", ", ".join(missing))
EOF
