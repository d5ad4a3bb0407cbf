# Shared settings for the scripts. Versions key the cache so a bump never reuses stale builds.
BB_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export BB_CACHE=${BB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/battleboard}
IMGUI_DEB_VERSION=1.86+ds-1
SDL2_DEB_VERSION=2.26.5+dfsg-1
QRCODEGEN_DEB_VERSION=1.8.0-1.1
# The same zlib as the native build's zlib1g-dev, compiled into the web app from its Debian source.
ZLIB_DEB_VERSION=1:1.2.13.dfsg-1
export NODE_PATH=/usr/share/nodejs
log() { printf '[battleboard] %s\n' "$*" >&2; }
die() { printf '[battleboard] error: %s\n' "$*" >&2; exit 1; }
