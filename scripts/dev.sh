#!/usr/bin/env bash
# Development mode with hot reload: the API restarts on change (tsx watch, port 3000) and Vite serves the
# web app with hot module replacement on port 5173, forwarding every API path to port 3000
# (apps/web/vite.config.ts), so the browser sees one origin. Open http://localhost:5173/account/heloc/register.
# Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."

pids=()
stop_all() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop_all INT TERM EXIT

# Vite's proxy targets port 3000, so the API port is fixed here rather than read from PORT.
PORT=3000 npm run dev -w apps/api &
pids+=($!)
npm run dev -w apps/web &
pids+=($!)

echo 'API on http://localhost:3000 (tsx watch); open the web app at http://localhost:5173/account/heloc/register (vite)'
# Either process exiting ends dev mode, so a crashed half is never left running unnoticed.
wait -n
