/** Path prefixes answered by the API; every other GET is the web app (a file or its index.html). */
export const API_PREFIXES = ['/service-', '/identity', '/identity-broker', '/ft/', '/healthz'] as const;

export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

export const isApiPath = (url: string): boolean => {
  const path = pathOf(url);
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
};

/** The org header is required on every API path except the health check. */
export const needsOrg = (url: string): boolean => isApiPath(url) && !pathOf(url).startsWith('/healthz');
