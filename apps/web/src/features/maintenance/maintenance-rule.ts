import { z } from 'zod';

const ZVariables = z.object({
  routes: z.array(z.string()).catch([]),
  message: z.string().min(1).optional().catch(undefined),
  pageTitle: z.string().min(1).optional().catch(undefined),
  shouldShowDashboardLink: z.boolean().catch(false),
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
