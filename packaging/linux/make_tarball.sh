#!/usr/bin/env bash
# Pack the frozen Linux build into a release archive that installs with one command:
#
#     packaging/linux/make_tarball.sh [DIST_DIR]      (default: dist/)
#
# Writes DIST_DIR/tallyo-desktop-<version>-linux-<machine>.tar.gz holding the app folder,
# install.sh, the menu entry, the file type and the icons. Run packaging/build.sh first.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
dist="${1:-$root/dist}"
if [ ! -x "$dist/tallyo-desktop/tallyo-desktop" ]; then
    echo "make_tarball.sh: no app in $dist/tallyo-desktop: run packaging/build.sh first." >&2
    exit 1
fi
version="$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$root/tallyo_desktop/__init__.py")"
name="tallyo-desktop-$version-linux-$(uname -m)"

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/$name/icons"
cp -a "$dist/tallyo-desktop" "$staging/$name/"
cp "$root/packaging/linux/install.sh" "$root/packaging/linux/tallyo-desktop.desktop" \
    "$root/packaging/linux/tallyo-desktop.xml" "$staging/$name/"
# The app's sizes from the package, the 512 px one from the installers' icons.
cp "$root"/tallyo_desktop/resources/tallyo-*.png "$root"/resources/icons/tallyo-*.png \
    "$staging/$name/icons/"
tar -C "$staging" -czf "$dist/$name.tar.gz" "$name"
echo "$dist/$name.tar.gz"
