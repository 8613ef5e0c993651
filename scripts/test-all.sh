#!/usr/bin/env bash
# Runs every test: unit tests (Vitest), then browser tests (Playwright in Debian's Chromium
# headless shell) against the production server. Ends with one line: "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

# Debian's packages the tests drive: Chromium's headless shell for the browser tests, nginx and
# the brotli module that deploy/nginx.conf names, systemd-analyze, for the deployment recipe's checks (deploy/), and
# a Java runtime for the W3C Nu HTML checker (vnu-jar).
missing=()
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
[ -x /usr/bin/systemd-analyze ] || missing+=(systemd)
command -v java > /dev/null || missing+=(default-jre-headless)
mkdir -p test-reports
rm -f test-reports/vitest.json test-reports/playwright.json test-reports/audit.json

# The packages download while the site builds, which needs none of them: on a fresh machine that
# saves most of the build's time.
apt_pid=""
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]} for the tests, while the site builds..."
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  ($SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${missing[@]}") > test-reports/apt.log 2>&1 &
  apt_pid=$!
fi

# Decap CMS, for the office's editor's browser test (editor/install-decap.ts), likewise.
node --import tsx editor/install-decap.ts > test-reports/editor-install.log 2>&1 &
editor_pid=$!

echo "== Building the site (build/): the browser tests and the tests over build/ read it"
npm run build --silent
build_status=$?
if ! wait "$editor_pid"; then
  cat test-reports/editor-install.log
  echo "Could not install the editor (editor/install-decap.ts)"; echo "tests: 0 passed, 1 failed"; exit 1
fi
if [ -n "$apt_pid" ] && ! wait "$apt_pid"; then
  cat test-reports/apt.log
  echo "Could not install ${missing[*]} (apt-get install ${missing[*]})"; echo "tests: 0 passed, 1 failed"; exit 1
fi
[ $build_status -eq 0 ] || { echo "tests: 0 passed, 1 failed"; exit 1; }
echo "== Unit tests"
# build/ is fresh: the reproducible-build test compares it with a build dated 400 days later.
REPRODUCIBLE_BUILD_BASELINE=build npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/vitest.json
unit_status=$?

echo "== Dependency audit (production dependencies; high or critical fails)"
node scripts/audit-prod.mjs test-reports/audit.json

echo "== Browser tests"
npx playwright test "$@"
e2e_status=$?

node scripts/test-summary.mjs test-reports/vitest.json test-reports/playwright.json test-reports/audit.json
summary_status=$?
if [ $unit_status -ne 0 ] || [ $e2e_status -ne 0 ] || [ $summary_status -ne 0 ]; then exit 1; fi
