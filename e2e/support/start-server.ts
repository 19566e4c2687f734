// Starts the real server for the browser suite on a fresh temporary data folder (embedded database) and
// removes that folder once the server has exited, so every run starts empty and leaves nothing behind.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'lintel-e2e-'));

const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
  cwd: repoRoot,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
});
// The server's output goes on to this process's, and also into LINTEL_E2E_SERVER_LOG when set: a spec may
// read what the server logged (the bank spec searches it for a typed account number).
const logPath = process.env.LINTEL_E2E_SERVER_LOG;
if (logPath) mkdirSync(path.dirname(logPath), { recursive: true });
const logFile = logPath ? createWriteStream(logPath, { flags: 'a' }) : undefined;
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  logFile?.write(chunk);
});
server.stderr.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk);
  logFile?.write(chunk);
});

const forward = (signal: NodeJS.Signals) => () => server.kill(signal);
process.on('SIGTERM', forward('SIGTERM'));
process.on('SIGINT', forward('SIGINT'));

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
