// Runs after `vite build`: writes a gzip (.gz) and a brotli (.br) copy next to every text file in dist,
// so the API server can send them as they are (preCompressed) instead of compressing per request.
// Only Node's built-in zlib, maximum levels: this runs once per build, the bytes saved go to every visitor.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// WEB_DIST: the build's folder relative to the repository (vite.config.ts), else apps/web/dist.
const DIST = process.env.WEB_DIST
  ? `${path.resolve(fileURLToPath(new URL('../../..', import.meta.url)), process.env.WEB_DIST)}/`
  : fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.html', '.json']);
/** Below this, the compressed copy saves less than the headers and the extra lookup cost. */
const MIN_BYTES = 1024;

const listFiles = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    }),
  );
  return nested.flat();
};

const compressFile = async (file) => {
  const content = await readFile(file);
  const gzip = gzipSync(content, { level: 9 });
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  await Promise.all([writeFile(`${file}.gz`, gzip), writeFile(`${file}.br`, brotli)]);
  return { plain: content.length, gzip: gzip.length, brotli: brotli.length };
};

const files = await listFiles(DIST);
const targets = [];
for (const file of files) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  if ((await stat(file)).size > MIN_BYTES) targets.push(file);
}
const totals = { plain: 0, gzip: 0, brotli: 0 };
for (const file of targets) {
  const sizes = await compressFile(file);
  totals.plain += sizes.plain;
  totals.gzip += sizes.gzip;
  totals.brotli += sizes.brotli;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `compress-dist: ${targets.length} files, ${kb(totals.plain)} -> gzip ${kb(totals.gzip)}, brotli ${kb(totals.brotli)}`,
);
