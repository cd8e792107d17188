#!/usr/bin/env bash
# Times each step of `npm test` once, with the 1-minute load average at its
# start and end, and the e2e suite per spec file (Playwright's JSON reporter).
# Usage: bash scripts/bench/time-test-steps.sh [step ...]   (default: all steps)
# Output: a Markdown table on stdout and bench/tmp/test-steps.tsv; the e2e JSON
# report in bench/tmp/e2e-report.json. Under load only shares and ratios mean
# anything: the load average is printed beside each figure for that reason.
set -uo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/tmp
steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(typecheck lint test:unit test:nginx check:docs test:build-errors build test:mcp test:e2e verify:examples)
load() { cut -d' ' -f1 /proc/loadavg; }
out=bench/tmp/test-steps.tsv
: > "$out"
echo "| step | wall s | CPU s (user+sys) | load at start | load at end | exit |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
# /usr/bin/time reports the CPU of the step and of every process it waited for (Chromium, builds, servers).
cpu_file=bench/tmp/step-cpu.txt
for step in "${steps[@]}"; do
  start=$(date +%s.%N); l0=$(load)
  if [ "$step" = test:e2e ]; then
    PLAYWRIGHT_JSON_OUTPUT_NAME=bench/tmp/e2e-report.json /usr/bin/time -f '%U %S' -o "$cpu_file" \
      npx playwright test --reporter=list,json > bench/tmp/e2e-list.log 2>&1
  else
    /usr/bin/time -f '%U %S' -o "$cpu_file" npm run -s "$step" > "bench/tmp/step-${step//:/-}.log" 2>&1
  fi
  code=$?
  end=$(date +%s.%N); l1=$(load)
  secs=$(echo "$end - $start" | bc)
  cpu=$(tail -n 1 "$cpu_file" | awk '{print $1 + $2}')
  printf '%s\t%.0f\t%.0f\t%s\t%s\t%s\n' "$step" "$secs" "$cpu" "$l0" "$l1" "$code" >> "$out"
  printf '| %s | %.0f | %.0f | %s | %s | %s |\n' "$step" "$secs" "$cpu" "$l0" "$l1" "$code"
done
