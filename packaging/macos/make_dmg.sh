#!/usr/bin/env bash
# Make the macOS disk image: "Tallyo Desktop.app" beside a link to /Applications, so installing
# is one drag. Run packaging/build.sh on a Mac first.
#
#     packaging/macos/make_dmg.sh [DIST_DIR]      (default: dist/)
#
# Writes DIST_DIR/tallyo-desktop-<version>-macos.dmg. When these are set it also signs and
# notarizes the image (the app itself is signed by the build, from TALLYO_CODESIGN_IDENTITY):
#   TALLYO_CODESIGN_IDENTITY   "Developer ID Application: ..." in the keychain
#   TALLYO_NOTARY_APPLE_ID, TALLYO_NOTARY_TEAM_ID, TALLYO_NOTARY_PASSWORD (an app-specific one)
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
dist="${1:-$root/dist}"
app="$dist/Tallyo Desktop.app"
if [ ! -d "$app" ]; then
    echo "make_dmg.sh: $app is missing: run packaging/build.sh first." >&2
    exit 1
fi
version="$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$app/Contents/Info.plist")"
dmg="$dist/tallyo-desktop-$version-macos.dmg"

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
# ditto keeps the bundle's symbolic links, extended attributes and signature intact.
ditto "$app" "$staging/Tallyo Desktop.app"
ln -s /Applications "$staging/Applications"

rm -f "$dmg"
hdiutil create -volname "Tallyo Desktop $version" -srcfolder "$staging" \
    -fs HFS+ -format UDZO -ov "$dmg"

if [ -n "${TALLYO_CODESIGN_IDENTITY:-}" ]; then
    codesign --sign "$TALLYO_CODESIGN_IDENTITY" --timestamp "$dmg"
fi
if [ -n "${TALLYO_NOTARY_APPLE_ID:-}" ]; then
    xcrun notarytool submit "$dmg" --wait \
        --apple-id "$TALLYO_NOTARY_APPLE_ID" --team-id "$TALLYO_NOTARY_TEAM_ID" \
        --password "$TALLYO_NOTARY_PASSWORD"
    xcrun stapler staple "$dmg"
fi
echo "$dmg"
