import type { FastifyInstance } from 'fastify';

export type TCatalogedRoute = { method: string; url: string; callId: string | null };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as it registered, with the contract call it came from (null when undescribed). */
    routeCatalog: TCatalogedRoute[];
  }
}

/** Records each route as it registers; registered before any route so it sees them all. */
export const registerRouteCatalog = (app: FastifyInstance) => {
  const catalog: TCatalogedRoute[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD routes are Fastify's automatic twins of GET routes.
    for (const method of methods)
      if (method !== 'HEAD') catalog.push({ method, url: route.url, callId: route.config?.callId ?? null });
  });
};
