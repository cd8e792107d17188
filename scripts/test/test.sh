#!/usr/bin/env bash
# `npm test`: every check CI runs. The replay of the API examples (verify:examples) reads docs/ and
# static/openapi.json, not the build, and spends its first minutes installing and starting the
# reference app; it runs beside the typecheck and lint, which use one core each. Its output is kept
# in a file and printed in one piece when it ends, so the two logs never interleave. The rest runs
# one step after the other, as before.
set -uo pipefail
cd "$(dirname "$0")/../.."

examples_log="$(mktemp -t verify-examples.XXXXXX.log)"
setsid npm run verify:examples > "$examples_log" 2>&1 &
examples_pid=$!
# setsid gives the replay its own process group, so an interrupt stops the reference app with it.
stop_examples() { kill -- "-$examples_pid" 2> /dev/null || true; }
trap 'stop_examples; exit 130' INT TERM

npm run typecheck && npm run lint
first_status=$?

echo "npm test: waiting for verify:examples (started beside the typecheck and lint)"
wait "$examples_pid"
examples_status=$?
echo "----- verify:examples (exit $examples_status) -----"
cat "$examples_log"
echo "----- end of verify:examples -----"
rm -f "$examples_log"

if [ "$first_status" -ne 0 ]; then echo "npm test: typecheck or lint failed (exit $first_status)"; exit "$first_status"; fi
if [ "$examples_status" -ne 0 ]; then echo "npm test: verify:examples failed (exit $examples_status)"; exit "$examples_status"; fi

npm run test:unit && npm run test:nginx && npm run check:docs && npm run test:build-errors && npm run build && npm run test:mcp && npm run test:e2e
