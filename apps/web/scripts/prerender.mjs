// Runs after `vite build` (decision 045, issue 18): renders the public entry pages listed in
// src/app/prerender/render-page.tsx once per brand into dist/prerendered/<ORG>/<path>.html, from the built
// index.html, so the server can send a page that paints before any script runs and hydrates after.
// Each file carries the brand's theme (a nonce'd <style>, the CSP allows it), the page's title, and the
// stylesheets and modulepreloads of the route modules the page uses (read from the build manifest).
// The pages are rendered by Vite's SSR loader over the app's own source, inside a jsdom window whose
// address is the page (so code that reads window.location or storage sees a first-time visitor).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// WEB_DIST: the build's folder relative to the repository (vite.config.ts), else apps/web/dist.
const DIST = process.env.WEB_DIST ? path.resolve(ROOT, '../..', process.env.WEB_DIST) : path.join(ROOT, 'dist');
const OUT = path.join(DIST, 'prerendered');
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');
const NONCE = '__LINTEL_CSP_NONCE__';

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A browser-like global for the app's modules: one jsdom window, moved to each page before it renders. */
const installWindow = () => {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://prerender.invalid/', pretendToBeVisual: true });
  const { window } = dom;
  const names = ['window', 'document', 'navigator', 'location', 'sessionStorage', 'localStorage', 'history', 'HTMLElement', 'Element', 'Node', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame'];
  for (const name of names) Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: window[name] });
  window.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} });
  return {
    moveTo: (url) => {
      dom.reconfigure({ url });
      window.sessionStorage.clear();
      window.localStorage.clear();
    },
  };
};

/** The built chunk files (JS and CSS) a source module needs, following its static imports. */
const assetsOf = (manifest, key, seen = new Set()) => {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js = [entry.file];
  const css = [...(entry.css ?? [])];
  for (const imported of entry.imports ?? []) {
    const more = assetsOf(manifest, imported, seen);
    js.push(...more.js);
    css.push(...more.css);
  }
  return { js, css };
};

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)" nonce="[^"]*">/g;
const cssFiles = new Map();

/**
 * Decision 055: the page's stylesheets go into the HTML (a nonce'd <style> each, where its <link> was, so the
 * cascade order is the same), and the first paint waits for no request but the page itself. Each <link> stays,
 * `disabled` (not fetched), so that Vite's preloader, which looks for the <link> before adding a route's
 * stylesheet, sees it loaded and does not load it a second time.
 */
const inlineStylesheets = async (html) => {
  const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  for (const href of hrefs)
    if (!cssFiles.has(href)) cssFiles.set(href, (await readFile(path.join(DIST, href), 'utf8')).trim());
  return html.replace(STYLESHEET_LINK, (_, href) => {
    const css = cssFiles.get(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains "</style"`);
    return `<style nonce="${NONCE}" data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
};

const main = async () => {
  const started = Date.now();
  const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8'));
  const window = installWindow();
  // The same mode and environment as the build, so import.meta.env (PROD, VITE_*) reads as in the bundle.
  process.env.NODE_ENV = 'production';
  const vite = await createServer({
    mode: 'production',
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { renderPage, PRERENDERED_PATHS, prerenderedBrandCodes } = await vite.ssrLoadModule('/src/app/prerender/render-page.tsx');
    const graph = vite.environments.ssr.moduleGraph;
    /** The manifest key (source path) of the module that exports a route's component. */
    const moduleKeyOf = (component) => {
      for (const mod of graph.idToModuleMap.values()) {
        if (mod.file && mod.ssrModule && Object.values(mod.ssrModule).includes(component))
          return path.relative(ROOT, mod.file).split(path.sep).join('/');
      }
      return null;
    };
    await rm(OUT, { recursive: true, force: true });
    let written = 0;
    const skipped = [];
    for (const pathname of PRERENDERED_PATHS) {
      for (const orgCode of prerenderedBrandCodes()) {
        window.moveTo(`http://prerender.invalid${pathname}?org=${orgCode}`);
        const page = await renderPage(pathname, orgCode);
        if (!page) {
          skipped.push(`${orgCode} ${pathname}`);
          continue;
        }
        const links = [];
        // Route components in the entry (the shell) have no manifest entry of their own; every page is a
        // lazy route module, so at least one must be found.
        const keys = page.components.map(moduleKeyOf).filter((key) => key && manifest[key]);
        if (keys.length === 0) throw new Error(`${pathname}: none of its route components is a built chunk of the manifest`);
        for (const key of keys) {
          const { js, css } = assetsOf(manifest, key);
          for (const file of css) links.push(`<link rel="stylesheet" crossorigin href="/${file}" nonce="${NONCE}">`);
          for (const file of js) links.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
        }
        const head = [...new Set(links)].filter((link) => !template.includes(link.match(/href="([^"]+)"/)[1]));
        const html = template
          .replace('<html lang="en">', `<html lang="en" data-brand="${escapeHtml(page.brandAttribute)}">`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
          .replace('</head>', `${head.join('')}<style nonce="${NONCE}">${page.brandCss}</style></head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(orgCode)}" data-route-ids="${escapeHtml(page.routeIds.join(' '))}">${page.html}</div>`);
        const inlined = await inlineStylesheets(html);
        // The CSP refuses style attributes in HTML (React sets styles through the CSSOM in the browser).
        if (/<[^>]+\sstyle="/.test(page.html)) throw new Error(`${orgCode} ${pathname}: a style attribute in the markup, which the CSP refuses`);
        if (!html.includes('data-prerendered=')) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
        const file = path.join(OUT, orgCode, `${pathname.slice(1)}.html`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, inlined);
        written += 1;
      }
    }
    console.log(`prerendered ${written} pages in ${((Date.now() - started) / 1000).toFixed(1)} s` + (skipped.length ? `; not prerendered (a redirect there): ${skipped.join(', ')}` : ''));
  } finally {
    await vite.close();
    // The manifest served its purpose; the server must not hand it out.
    await rm(path.dirname(MANIFEST), { recursive: true, force: true });
  }
};

await main();
// The app's modules keep timers (query cache collection, jsdom): the work is done, so end here.
process.exit(0);
