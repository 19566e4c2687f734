// `npm start`: builds what changed, then serves the whole product (decision 044). The web app is built
// with Vite when any of its sources (or the workspace packages) is newer than apps/web/dist/index.html; the
// server is bundled to JavaScript by apps/api/scripts/start.mjs under the same rule and run without a
// TypeScript loader. With nothing changed it starts at once.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const webDir = path.join(repoRoot, 'apps/web');
const webIndex = path.join(webDir, 'dist/index.html');
const { newestMtime } = await import('../apps/api/scripts/build-server.mjs');

const webInputs = ['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']
  .map((name) => path.join(webDir, name))
  .concat([path.join(repoRoot, 'packages'), path.join(repoRoot, 'package-lock.json')]);

if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < newestMtime(webInputs)) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.chdir(path.join(repoRoot, 'apps/api'));
await import('../apps/api/scripts/start.mjs');
