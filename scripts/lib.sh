# Shared helpers for the scripts in this folder (sourced, not run).

# ensure_go puts a Go toolchain on PATH that can build this module. Go 1.21 or newer fetches
# the version go.mod asks for by itself (through the Go module proxy). An older Go, or none,
# is used only to fetch that toolchain from the proxy into ~/.cache/borrowed-time.
ensure_go() {
  export PATH="$PATH:/usr/local/go/bin:$HOME/go/bin"
  export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
  local want arch tc tmp
  want=$(sed -n 's/^go //p' go.mod)
  tc="$HOME/.cache/borrowed-time/go$want"
  if [ -x "$tc/bin/go" ]; then export PATH="$tc/bin:$PATH"; fi
  if go_at_least 1.21 && [ -z "${FORCE_TOOLCHAIN_FETCH:-}" ]; then return 0; fi
  if ! command -v go >/dev/null 2>&1; then
    echo "Go is missing: installing Debian's golang-go to fetch Go $want"
    apt_install golang-go ca-certificates
  fi
  case "$(uname -m)" in x86_64) arch=amd64 ;; aarch64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
  echo "Fetching Go $want through the Go module proxy"
  tmp=$(mktemp -d)
  (cd "$tmp" && GO111MODULE=on GOFLAGS=-modcacherw GOMODCACHE="$tmp/mod" GOTOOLCHAIN=local \
    go mod download "golang.org/toolchain@v0.0.1-go$want.linux-$arch")
  rm -rf "$tc" && mkdir -p "$(dirname "$tc")"
  cp -r "$tmp/mod/golang.org/toolchain@v0.0.1-go$want.linux-$arch" "$tc"
  chmod -R u+w "$tc" && chmod +x "$tc"/bin/* "$tc"/pkg/tool/*/*
  rm -rf "$tmp"
  export PATH="$tc/bin:$PATH"
  go version
}

# go_at_least reports whether the go on PATH is at least the given version.
go_at_least() {
  command -v go >/dev/null 2>&1 || return 1
  local have
  have=$(GOTOOLCHAIN=local go env GOVERSION 2>/dev/null | sed 's/^go//') || return 1
  [ -n "$have" ] && [ "$(printf '%s\n%s\n' "$1" "$have" | sort -V | head -n1)" = "$1" ]
}

# apt_install installs Debian packages, as root or through sudo.
apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "$@"
}

# ensure_xvfb installs a virtual X server for windows without a display, and xdotool, which
# the window tests use to click and type.
ensure_xvfb() {
  local missing=()
  command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb xauth)
  command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]}"
    apt_install "${missing[@]}"
  fi
}

# ensure_runtime_libs installs the X11 and OpenGL libraries Ebitengine loads at run time.
ensure_runtime_libs() {
  if ! ldconfig -p 2>/dev/null | grep -q 'libGL.so.1' || ! ldconfig -p 2>/dev/null | grep -q 'libX11.so.6' \
     || ! ldconfig -p 2>/dev/null | grep -q 'libXrandr.so.2' || ! ldconfig -p 2>/dev/null | grep -q 'libXcursor.so.1' \
     || ! ldconfig -p 2>/dev/null | grep -q 'libXi.so.6' || ! ldconfig -p 2>/dev/null | grep -q 'libXinerama.so.1' \
     || ! ldconfig -p 2>/dev/null | grep -q 'libXxf86vm.so.1'; then
    echo "Installing the X11/OpenGL runtime libraries"
    apt_install libgl1 libx11-6 libxrandr2 libxcursor1 libxi6 libxinerama1 libxxf86vm1 libegl1
  fi
  # The table copies invite links and pastes them through xclip (Ebitengine has no clipboard).
  if ! command -v xclip >/dev/null 2>&1; then
    echo "Installing xclip (the clipboard, for online invite links)"
    apt_install xclip
  fi
}

# ensure_cc installs a C compiler: the race detector's pass (go test -race) needs cgo.
ensure_cc() {
  if ! command -v gcc >/dev/null 2>&1; then
    echo "Installing gcc (the race detector needs cgo)"
    apt_install gcc libc6-dev
  fi
}

# ensure_chromium installs Debian's Chromium, which the browser test drives headless.
ensure_chromium() {
  if ! command -v chromium >/dev/null 2>&1; then
    echo "Installing chromium"
    apt_install chromium
  fi
}

# ensure_brotli installs Google's brotli command, which the browser build (web.Build)
# compresses the WebAssembly with at the highest quality: the Go encoder it falls back on
# takes several times as long.
ensure_brotli() {
  if ! command -v brotli >/dev/null 2>&1; then
    echo "Installing brotli"
    apt_install brotli
  fi
}

# fuzz PKG TARGET TIME: a fuzz pass of TARGET in PKG for TIME. Go 1.26's fuzzing can end a
# clean pass with "context deadline exceeded" when its time runs out while a worker is busy
# (go.dev/issue/75804, fixed in Go 1.27): on a loaded machine that failed CI with no failing
# input. That one failure, with no failing input written and no panic, is taken as the end of
# the pass, and the target's seed corpus is run again to be sure; any other failure fails.
fuzz() {
  local pkg=$1 target=$2 time=$3 out status=0
  out=$(mktemp)
  go test -run '^$' -fuzz "^${target}\$" -fuzztime "$time" -fuzzminimizetime 2s "$pkg" 2>&1 | tee "$out" || status=$?
  if [ "$status" -ne 0 ]; then
    if grep -q "context deadline exceeded" "$out" && ! grep -qi -e "failing input" -e "panic:" -e "--- FAIL: ${target}/" "$out"; then
      echo "(${target}: Go's fuzzing stopped at its deadline with no failing input, go.dev/issue/75804; its seed corpus again:)"
      rm -f "$out"
      go test -count=1 -run "^${target}\$" "$pkg"
      return
    fi
    rm -f "$out"
    return "$status"
  fi
  rm -f "$out"
}

# rerun_failed_window_tests LOG: the window and browser tests run three at a time on a
# machine that may be busy, and one of them now and then misses a slow frame (seen: the
# tutorial's playthrough, a window id gone). When one or two tests failed (and nothing else
# went wrong: no build error, no panic without a test's name), they run once more, alone; the
# script fails if they fail again, or if more failed.
rerun_failed_window_tests() {
  local log=$1 failed count
  failed=$(grep -o '^--- FAIL: Test[A-Za-z0-9_]*' "$log" | awk '{print $3}' | sort -u | paste -sd'|' || true)
  count=$(grep -o '^--- FAIL: Test[A-Za-z0-9_]*' "$log" | sort -u | wc -l || true)
  if [ -z "$failed" ] || [ "$count" -gt 2 ] || grep -q '^panic:' "$log"; then
    echo "the window and browser tests (cmd/tabletop) failed"; exit 1
  fi
  echo "== once more, alone, the window tests that failed beside the others: $failed"
  if ! go test -count=1 -timeout 20m -run "^(${failed})\$" ./cmd/tabletop; then
    echo "the window and browser tests (cmd/tabletop) failed"; exit 1
  fi
  echo "(they passed alone: see their first run above)"
}

# race_and_fuzz runs the race detector on what runs on two goroutines (tables, and a computer
# thinking on a fork), then a short fuzz pass of each parser, decoder and query: the scenario
# and save loaders, Borrowed Time's command decoder, Survivors' and School Grounds' commands
# and boards, the online message decoder, the routes and the boards' queries. scripts/test
# runs it in the background, beside the other tests; it stops at the first failure.
race_and_fuzz() {
  set -euo pipefail
  echo "== the race detector on what runs on two goroutines: tables, and a computer thinking on a fork"
  go test -race -count=1 -run 'TestTablesOnTwoGoroutines|Think' ./physics ./rules

  echo "== fuzz the scenario loader (${FUZZTIME:-20s})"
  fuzz ./maps FuzzLoad "${FUZZTIME:-20s}"

  echo "== fuzz the save loader and Borrowed Time's command decoder (${FUZZTIME_SAVES:-15s} and 10s)"
  fuzz ./rules/borrowedtime FuzzLoadSave "${FUZZTIME_SAVES:-15s}"
  fuzz ./rules/borrowedtime FuzzDecodeCommand "${FUZZTIME_SAVES:-10s}"

  echo "== fuzz Survivors' commands and scenario fields (${FUZZTIME_RULES:-10s} each)"
  fuzz ./rules/survivors FuzzCommands "${FUZZTIME_RULES:-10s}"
  fuzz ./rules/survivors FuzzScenarioFields "${FUZZTIME_RULES:-10s}"

  echo "== fuzz the online message decoder (${FUZZTIME_ONLINE:-10s})"
  fuzz ./online FuzzDecodeClient "${FUZZTIME_ONLINE:-10s}"

  echo "== fuzz School Grounds' commands and boards (${FUZZTIME_RULES:-10s} each)"
  fuzz ./rules/schoolgrounds FuzzCommands "${FUZZTIME_RULES:-10s}"
  fuzz ./rules/schoolgrounds FuzzScenarioBoard "${FUZZTIME_RULES:-10s}"

  echo "== fuzz the route queries and the boards' queries (${FUZZTIME_GEOMETRY:-10s} each)"
  fuzz ./physics FuzzRoutes "${FUZZTIME_GEOMETRY:-10s}"
  fuzz ./grid FuzzSquares "${FUZZTIME_GEOMETRY:-10s}"
  fuzz ./hex FuzzHexes "${FUZZTIME_GEOMETRY:-10s}"
}
