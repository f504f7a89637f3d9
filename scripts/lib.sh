# Shared helpers for the scripts in this folder (sourced, not run).

# ensure_go makes sure a Go toolchain new enough for go.mod is on PATH, installing one when missing.
ensure_go() {
  export PATH="$PATH:/usr/local/go/bin:$HOME/go/bin"
  if ! command -v go >/dev/null 2>&1; then
    echo "Go is missing: installing it with apt-get"
    apt_install golang-go
  fi
  # Go 1.21+ fetches the toolchain go.mod asks for through the module proxy by itself.
  export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
}

# apt_install installs Debian packages, as root or through sudo.
apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "$@"
}
