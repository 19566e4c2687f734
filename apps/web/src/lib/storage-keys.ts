/** Every browser storage key the app writes, in one place so none collide. */
export const STORAGE_KEYS = {
  /** localStorage: the bearer token (spec 03 section 9 names it "jwt"). */
  jwt: 'jwt',
  /** sessionStorage: an organisation chosen with ?org= survives navigation within the tab. */
  orgOverride: 'lintel.org-override',
  /** sessionStorage: how many times a failed lazy page load has reloaded the page. */
  lazyReloadCount: 'lintel.lazy-reload-count',
} as const;
