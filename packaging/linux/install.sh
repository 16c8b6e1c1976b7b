#!/usr/bin/env bash
# Install Tallyo Desktop for the current user from the frozen Linux build; no root needed.
#
#     ./install.sh               install, or update an earlier install
#     ./install.sh --uninstall   remove the app (the player's games and settings stay)
#
# Runs from a release archive (the tallyo-desktop/ folder beside this script) or from a checkout
# after packaging/build.sh (dist/tallyo-desktop/). The app goes to ~/.local/lib/tallyo-desktop,
# the command to ~/.local/bin, and the menu entry, icons and .tallyo file type to the user's
# data folder, where desktops look for them.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
target="$HOME/.local/lib/tallyo-desktop"
command="$HOME/.local/bin/tallyo-desktop"
sizes="16 32 48 64 128 256 512"
if [ -d "$here/tallyo-desktop" ]; then
    app="$here/tallyo-desktop"
    icon_dirs=("$here/icons")
else
    app="$here/../../dist/tallyo-desktop"
    # Each icon is kept once: the sizes the app loads in the package, the larger one beside the
    # installers' icons.
    icon_dirs=("$here/../../tallyo_desktop/resources" "$here/../../resources/icons")
fi

refresh() {
    # Each desktop reads its caches; a tool that is not installed has no cache to update.
    if command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$data/applications" || true
    fi
    if command -v update-mime-database >/dev/null; then
        update-mime-database "$data/mime" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null; then
        gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$target"
    rm -f "$command" "$data/applications/tallyo-desktop.desktop" \
        "$data/mime/packages/tallyo-desktop.xml"
    for size in $sizes; do
        rm -f "$data/icons/hicolor/${size}x${size}/apps/tallyo-desktop.png"
    done
    refresh
    echo "Tallyo Desktop is uninstalled. Your games and settings are kept."
    exit 0
fi

if [ ! -x "$app/tallyo-desktop" ]; then
    echo "install.sh: no app in $app (run packaging/build.sh first)." >&2
    exit 1
fi
rm -rf "$target"
mkdir -p "$target" "$(dirname "$command")"
cp -a "$app/." "$target/"
ln -sf "$target/tallyo-desktop" "$command"
# The menu entry names the app by its full path: ~/.local/bin is not on every session's PATH.
mkdir -p "$data/applications"
sed "s|^Exec=tallyo-desktop|Exec=\"$target/tallyo-desktop\"|" \
    "$here/tallyo-desktop.desktop" > "$data/applications/tallyo-desktop.desktop"
install -D -m 644 "$here/tallyo-desktop.xml" "$data/mime/packages/tallyo-desktop.xml"
for size in $sizes; do
    icon=""
    for dir in "${icon_dirs[@]}"; do
        if [ -f "$dir/tallyo-$size.png" ]; then
            icon="$dir/tallyo-$size.png"
            break
        fi
    done
    if [ -z "$icon" ]; then
        echo "install.sh: no ${size} px icon in ${icon_dirs[*]}." >&2
        exit 1
    fi
    install -D -m 644 "$icon" "$data/icons/hicolor/${size}x${size}/apps/tallyo-desktop.png"
done
refresh
echo "Tallyo Desktop is installed: find it in your applications menu, or run $command."
