#!/usr/bin/env bash
# `npm test`: every check CI runs. The replay of the API examples (verify:examples) reads docs/ and
# static/openapi.json, not the build, and spends its first minutes installing and starting the
# reference app (in a clean clone: about 2.5 min of npm ci, mostly waiting on the network, then
# 2 min of replay that starts Strapi again for each fresh database and tutorial app, about 190 CPU s:
# bench/test-time.md). It runs beside every step up to the site build and
# test:mcp, which read nothing it writes, and the e2e suite, which uses both cores, starts only once
# it has ended. Its output is kept in a file and printed in one piece when it ends, so the logs never
# interleave; the command fails if any step fails.
set -uo pipefail
cd "$(dirname "$0")/../.."

examples_log="$(mktemp -t verify-examples.XXXXXX.log)"
setsid npm run verify:examples > "$examples_log" 2>&1 &
examples_pid=$!
# setsid gives the replay its own process group, so an interrupt stops the reference app with it.
stop_examples() { kill -- "-$examples_pid" 2> /dev/null || true; }
trap 'stop_examples; exit 130' INT TERM

npm run typecheck && npm run lint && npm run test:unit && npm run test:nginx && npm run check:docs \
  && npm run test:build-errors && npm run build && npm run test:mcp
first_status=$?

echo "npm test: waiting for verify:examples (started beside the steps before the e2e suite)"
wait "$examples_pid"
examples_status=$?
echo "----- verify:examples (exit $examples_status) -----"
cat "$examples_log"
echo "----- end of verify:examples -----"
rm -f "$examples_log"

if [ "$first_status" -ne 0 ]; then echo "npm test: a step before the e2e suite failed (exit $first_status)"; exit "$first_status"; fi
if [ "$examples_status" -ne 0 ]; then echo "npm test: verify:examples failed (exit $examples_status)"; exit "$examples_status"; fi

npm run test:e2e
