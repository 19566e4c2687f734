import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveOrgCode } from '@lintel/brands';

/**
 * The public entry pages the web build prerendered per brand (apps/web/scripts/prerender.mjs, decision 045):
 * dist/prerendered/<ORG>/<path>.html. Read once at start, like index.html.
 */
export type TPrerenderedPages = ReadonlyMap<string, string>;

const keyOf = (orgCode: string, pathname: string) => `${orgCode}${pathname}`;

export const PRERENDERED_FOLDER = 'prerendered';

export const loadPrerenderedPages = (webDist: string): TPrerenderedPages => {
  const pages = new Map<string, string>();
  const root = path.join(webDist, PRERENDERED_FOLDER);
  if (!existsSync(root)) return pages;
  for (const orgCode of readdirSync(root)) {
    const brandRoot = path.join(root, orgCode);
    for (const file of readdirSync(brandRoot, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html')) continue;
      const pathname = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
      pages.set(keyOf(orgCode, pathname), readFileSync(path.join(brandRoot, file), 'utf8'));
    }
  }
  return pages;
};

/**
 * Query parameters that leave a prerendered page's first screen as it was rendered (the brand, campaign
 * tags, the referring loan officer and where to go after login are read later, not drawn). Any other
 * parameter (e.g. the register prefill ?state= or ?userData=) may change what the first render shows, so
 * such a request gets the plain index.html, as every page did before.
 */
const NEUTRAL_QUERY = new Set(['org', 'referrer', 'redirectUrl', 'gclid', 'fbclid', 'msclkid']);
const isNeutralQuery = (key: string) => NEUTRAL_QUERY.has(key) || key.startsWith('utm_');

/**
 * The prerendered page for a page load, or undefined for index.html. The brand follows the web app's own
 * rule (a known ?org wins over the host name, resolveOrgCode in @lintel/brands): the page's script checks
 * the same and renders afresh when the tab remembers another brand.
 */
export const findPrerenderedPage = (
  pages: TPrerenderedPages,
  request: { url: string; hostname: string },
): string | undefined => {
  if (pages.size === 0) return undefined;
  const queryStart = request.url.indexOf('?');
  const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
  if (![...query.keys()].every(isNeutralQuery)) return undefined;
  const orgCode = resolveOrgCode({ hostname: request.hostname, orgQuery: query.get('org') });
  return pages.get(keyOf(orgCode, pathname));
};
