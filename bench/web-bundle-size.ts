// (b) The JavaScript a first visit must download before the app can run: the entry module script of
// apps/web/dist/index.html plus the chunks it modulepreloads, measured gzipped as a browser receives them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUDGETS } from './budgets.ts';
import type { TCheck } from './server-throughput.ts';

/** The src of every module script and the href of every modulepreload link, in page order. */
export const findEntryScripts = (html: string): string[] => {
  const urls: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const isModuleScript = /^<script/i.test(tag) && attr('type') === 'module' && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href');
    const url = isModuleScript ? attr('src') : isPreload ? attr('href') : undefined;
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
};

export const measureEntryJs = (repoRoot: string): TCheck[] => {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const indexHtml = path.join(dist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: run "npm run build" first`);
  const scripts = findEntryScripts(readFileSync(indexHtml, 'utf8'));
  if (scripts.length === 0) throw new Error('dist/index.html loads no module script');
  let total = 0;
  for (const url of scripts) {
    const file = path.join(dist, new URL(url, 'http://x/').pathname);
    const gzipped = gzipSync(readFileSync(file), { level: 9 }).length;
    total += gzipped;
    console.log(`  ${url}: ${(gzipped / 1024).toFixed(1)} KB gzip`);
  }
  const kb = (total / 1024).toFixed(1);
  const budgetKb = BUDGETS.entryJsMaxGzipBytes / 1024;
  return [{ name: `web: entry JavaScript, KB gzip (<= ${budgetKb}), ${scripts.length} files`, figure: kb, ok: total <= BUDGETS.entryJsMaxGzipBytes }];
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checks = measureEntryJs(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.figure}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
