// The bundle report (issue 18): what each dependency costs in the JavaScript a first visit downloads before the
// app runs (the entry script of apps/web/dist/index.html and its modulepreloads). Each chunk's minified bytes
// are attributed to the source files its source map names, grouped by package (node_modules/<name>) or by the
// app's own folder, and scaled to the chunk's gzip size so the figures add up to what the browser receives.
// Needs `npm run build` first. Run alone with `npx tsx bench/bundle-report.ts [--all]`; --all lists every
// chunk of dist/assets, not only the entry's.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findEntryScripts } from './web-bundle-size.ts';

export type TBundleShare = { owner: string; gzipBytes: number; rawBytes: number };

/** node_modules/<name> or node_modules/@scope/<name>, else the app or workspace folder two levels deep. */
export const ownerOf = (source: string): string => {
  const normalised = source.replace(/\\/g, '/').replace(/^(\.\.\/)+src\//, 'apps/web/src/').replace(/^(\.\.\/)+/, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalised);
  if (inModules?.[1]) return inModules[1];
  const inRepo = /(?:^|\/)(apps\/web\/src|packages\/[^/]+)\/([^/]+(?:\/[^/]+)?)/.exec(normalised);
  if (inRepo?.[1] && inRepo[2]) {
    const parts = inRepo[2].split('/');
    const folder = parts.length > 1 && !/\.[a-z]+$/.test(parts[1] ?? '') ? `${parts[0]}/${parts[1]}` : parts[0];
    return `${inRepo[1]}/${folder}`;
  }
  return normalised.startsWith('\0') || normalised.includes('vite/') ? '(bundler runtime)' : normalised;
};

type TSourceMap = { sources: string[]; mappings: string };
type TMapping = { line: number; column: number; source: string | null };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The segments of a source map v3 `mappings` string: generated line (1-based), column and source. */
export const decodeMappings = (map: TSourceMap): TMapping[] => {
  const out: TMapping[] = [];
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) sourceIndex += fields[1] ?? 0;
      out.push({ line: lineIndex + 1, column, source: fields.length >= 4 ? (map.sources[sourceIndex] ?? null) : null });
    }
  });
  return out;
};

/** Raw bytes of one chunk per owner, from its source map's mappings (generated columns per source). */
const rawBytesPerOwner = (code: string, map: TSourceMap): Map<string, number> => {
  const lines = code.split('\n');
  const perOwner = new Map<string, number>();
  const mappings = decodeMappings(map);
  let attributed = 0;
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i]!;
    const next = mappings[i + 1];
    const lineLength = lines[m.line - 1]?.length ?? 0;
    const end = next && next.line === m.line ? next.column : lineLength;
    const bytes = Math.max(0, end - m.column);
    const owner = m.source ? ownerOf(m.source) : '(unmapped)';
    perOwner.set(owner, (perOwner.get(owner) ?? 0) + bytes);
    attributed += bytes;
  }
  const unmapped = code.length - attributed;
  if (unmapped > 0) perOwner.set('(unmapped)', (perOwner.get('(unmapped)') ?? 0) + unmapped);
  return perOwner;
};

export const bundleReport = (repoRoot: string, all = false): { chunks: { url: string; gzipBytes: number }[]; shares: TBundleShare[] } => {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const indexHtml = path.join(dist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: run "npm run build" first`);
  const urls = all
    ? readdirSync(path.join(dist, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `/assets/${f}`)
    : findEntryScripts(readFileSync(indexHtml, 'utf8'));
  const shares = new Map<string, TBundleShare>();
  const chunks: { url: string; gzipBytes: number }[] = [];
  for (const url of urls) {
    const file = path.join(dist, new URL(url, 'http://x/').pathname);
    const code = readFileSync(file, 'utf8');
    const gzipBytes = gzipSync(code, { level: 9 }).length;
    chunks.push({ url, gzipBytes });
    const mapFile = `${file}.map`;
    const perOwner = existsSync(mapFile)
      ? rawBytesPerOwner(code, JSON.parse(readFileSync(mapFile, 'utf8')) as TSourceMap)
      : new Map([[path.basename(file), code.length]]);
    for (const [owner, raw] of perOwner) {
      const share = shares.get(owner) ?? { owner, gzipBytes: 0, rawBytes: 0 };
      share.rawBytes += raw;
      share.gzipBytes += (raw / Math.max(1, code.length)) * gzipBytes;
      shares.set(owner, share);
    }
  }
  return { chunks, shares: [...shares.values()].sort((a, b) => b.gzipBytes - a.gzipBytes) };
};

/** Prints the report: the owners costing at least `minBytes` gzip, largest first, then the rest summed. */
export const printBundleReport = (repoRoot: string, options: { all?: boolean; minBytes?: number } = {}): void => {
  const { chunks, shares } = bundleReport(repoRoot, options.all ?? false);
  const minBytes = options.minBytes ?? 256;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  console.log(`  ${options.all ? 'every chunk' : 'entry + modulepreloads'}: ${chunks.length} files, ${kb(total).trim()} KB gzip`);
  console.log('   KB gzip   KB raw  owner');
  for (const s of shares.filter((s) => s.gzipBytes >= minBytes))
    console.log(`  ${kb(s.gzipBytes)}  ${kb(s.rawBytes)}  ${s.owner}`);
  const small = shares.filter((s) => s.gzipBytes < minBytes);
  if (small.length > 0)
    console.log(`  ${kb(small.reduce((sum, s) => sum + s.gzipBytes, 0))}           ${small.length} others under ${(minBytes / 1024).toFixed(2)} KB`);
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printBundleReport(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), {
    all: process.argv.includes('--all'),
  });
}
