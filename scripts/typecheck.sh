#!/usr/bin/env bash
# Type-checks every workspace that has a tsconfig.json, one tsc run each, and reports all failures.
set -uo pipefail
cd "$(dirname "$0")/.."

workspaces="$(node -e 'console.log(require("./package.json").workspaces.join("\n"))')"
failures=()
for ws in $workspaces; do
  [ -f "$ws/tsconfig.json" ] || continue
  printf -- '--- tsc --noEmit -p %s\n' "$ws"
  npx tsc --noEmit -p "$ws" || failures+=("$ws")
done

if [ "${#failures[@]}" -gt 0 ]; then
  echo "Type errors in: ${failures[*]}"
  exit 1
fi
echo '--- typecheck clean'
