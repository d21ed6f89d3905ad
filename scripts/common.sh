# Shared set-up for scripts/run, scripts/test and scripts/package: install missing Debian
# packages (only those missing, non-interactively), configure once with a CMake preset
# (CMakePresets.json: `dev` or `release`), build incrementally. Sourced, not run.
#   REDLOCK_BUILD_DIR=DIR  build there instead of build/<preset>
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

PACKAGES=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev libxkbcommon-dev qt6-svg-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libhiredis-dev libssl-dev openssl redis-server
  etcd-server etcd-client libcurl4-openssl-dev
  xvfb openbox xdotool x11-utils imagemagick fonts-noto-cjk poppler-utils
  appstream desktop-file-utils dpkg-dev file
  spin
)

ensure_packages() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "scripts: installing missing packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

# configure_and_build PRESET: sets BUILD_DIR. ccache is used when it is installed, never required.
configure_and_build() {
  local preset="$1"
  # Paths relative to the checkout, so a second clone (or CI's) reuses the same cache entries.
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$ROOT}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"
  BUILD_DIR="${REDLOCK_BUILD_DIR:-$ROOT/build/$preset}"
  if [ ! -f "$BUILD_DIR/build.ninja" ]; then
    local launcher=()
    if command -v ccache >/dev/null; then
      launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
    fi
    (cd "$ROOT" && cmake --preset "$preset" -B "$BUILD_DIR" "${launcher[@]}")
  fi
  cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}
