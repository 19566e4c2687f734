import { z } from 'zod/mini';

const ZVariables = z.object({
  routes: z.catch(z.array(z.string()), []),
  message: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  pageTitle: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  shouldShowDashboardLink: z.catch(z.boolean(), false),
});
export type TMaintenanceVariables = z.infer<typeof ZVariables>;

/** The maintenance flag's variables (spec 03 section 7), each read leniently so a bad value does not hide the page. */
export const readMaintenanceVariables = (variables: Record<string, unknown>): TMaintenanceVariables =>
  ZVariables.parse({ routes: [], shouldShowDashboardLink: false, ...variables });

/**
 * Whether maintenance covers this path: every path when the flag lists no routes, else the paths equal to
 * or under a listed route ("/account/heloc" covers "/account/heloc/register", not "/account/helocx").
 */
export const maintenanceApplies = (routes: readonly string[], pathname: string): boolean =>
  routes.length === 0 ||
  routes.some((route) => {
    const base = route.replace(/\/+$/, '') || '/';
    return base === '/' || pathname === base || pathname.startsWith(`${base}/`);
  });
