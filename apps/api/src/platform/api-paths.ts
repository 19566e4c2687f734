/** Path prefixes answered by the API; every other GET is the web app (a file or its index.html). */
export const API_PREFIXES = ['/service-', '/identity', '/identity-broker', '/ft/', '/healthz', '/link-provider/'] as const;

export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/**
 * Spec 03 section 7's experiments call sits at the host's root: `/{applicationUuid}/experiments` (decision 086). No page
 * of the web app has that address (an application's pages are `/{uuid}/<step>` with steps of their own).
 */
const ROOT_API_PATH = /^\/[^/]+\/experiments\/?$/;

export const isApiPath = (url: string): boolean => {
  const path = pathOf(url);
  return API_PREFIXES.some((prefix) => path.startsWith(prefix)) || ROOT_API_PATH.test(path);
};

/**
 * Pages a browser opens directly (no x-org header): the hosted identity provider reads the org from its state;
 * the sandbox link provider's window carries everything in its signed link token.
 */
const NO_ORG_HEADER_PREFIXES = ['/healthz', '/identity-provider/', '/link-provider/'] as const;

/** The org header is required on every API path except the health check and the hosted provider pages. */
export const needsOrg = (url: string): boolean => isApiPath(url) && !NO_ORG_HEADER_PREFIXES.some((prefix) => pathOf(url).startsWith(prefix));
