// The server as compiled JavaScript (decision 044): esbuild bundles apps/api/src/main.ts and the workspace
// packages it uses into apps/api/dist/server.js; installed packages stay imports of node_modules. Plain
// JavaScript so that it needs nothing compiled itself. `node apps/api/scripts/build-server.mjs` builds
// when any source is newer than the bundle (`--force`: always).
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const repoRoot = path.resolve(apiDir, '../..');
const outDir = path.join(apiDir, 'dist');
export const SERVER_BUNDLE = path.join(outDir, 'server.js');
const outFile = SERVER_BUNDLE;
const thisFile = fileURLToPath(import.meta.url);

/** Everything the bundle is made of: the server's sources, the workspace packages, the manifests, this file. */
const SOURCES = [
  path.join(apiDir, 'src'),
  path.join(repoRoot, 'packages'),
  path.join(apiDir, 'package.json'),
  path.join(repoRoot, 'package-lock.json'),
  thisFile,
];

/** The newest modification time under the given paths (folders count too: a deleted file changes its folder). */
export const newestMtime = (paths) => {
  let newest = 0;
  const visit = (entry) => {
    let stat;
    try {
      stat = statSync(entry);
    } catch {
      return;
    }
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) return;
    for (const name of readdirSync(entry)) if (name !== 'node_modules' && name !== 'dist' && !name.startsWith('.')) visit(path.join(entry, name));
  };
  for (const entry of paths) visit(entry);
  return newest;
};

export const serverIsStale = () => !existsSync(outFile) || statSync(outFile).mtimeMs < newestMtime(SOURCES);

/**
 * Sources find files beside themselves with `new URL('./x', import.meta.url)`. In one bundle every
 * module would share dist/server.js's URL, so each module's `import.meta.url` is replaced by its own
 * source file's URL, expressed relative to the bundle so the checkout can move.
 */
const ownUrlPlugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = readFileSync(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return undefined;
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      return {
        contents: contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: path.extname(args.path).slice(1).replace(/^[cm]/, ''),
      };
    });
  },
};

/**
 * Installed packages stay imports (node_modules at run time); the workspace's own packages are bundled, and so
 * are a package's private `#` imports (package.json "imports", e.g. @lintel/domain's #zip-state-table), which
 * only resolve from inside that package.
 */
const externalPackagesPlugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) => {
      if (args.path.startsWith('@lintel/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export const buildServer = async () => {
  const started = performance.now();
  // Chunks are named by their content: clear the old ones so the folder holds only this build's.
  if (existsSync(outDir)) for (const name of readdirSync(outDir)) if (name.startsWith('chunk-')) rmSync(path.join(outDir, name));
  const esbuild = await import('esbuild');
  await esbuild.build({
    // Split at dynamic imports (decision 053): without splitting, every installed package any module imports,
    // even through `await import()`, becomes a static import at the bundle's top, so the whole dependency
    // tree loads before the first line runs and nothing overlaps. Chunks sit beside server.js, so the
    // relative URLs ownUrlPlugin writes hold in every chunk.
    entryPoints: { server: path.join(apiDir, 'src/main.ts') },
    outdir: outDir,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackagesPlugin, ownUrlPlugin],
  });
  console.log(`built ${path.relative(repoRoot, outFile)} in ${Math.round(performance.now() - started)} ms`);
};


if (process.argv[1] && path.resolve(process.argv[1]) === thisFile && (process.argv.includes('--force') || serverIsStale())) await buildServer();
