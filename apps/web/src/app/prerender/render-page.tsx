import { isValidElement, StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { getBrand, listBrands } from '@lintel/brands';
import { BrandProvider, brandCssVariables, brandDocumentTitle } from '@/brand/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { markPagePrerendered } from '@/lib/prerendered.ts';
import { findRouteTitle } from '../route-title.ts';
import { routes } from '../routes.tsx';

/**
 * The public entry pages prerendered at build time, once per brand (issue 18, decision 045): an applicant
 * arriving from an ad or a lender's link sees the page before any script has loaded. Pages behind a login,
 * or whose first screen depends on the visitor, are not listed: the server sends them the plain index.html.
 */
export const PRERENDERED_PATHS = [
  '/account/heloc/register-v2',
  '/account/heloc/register',
  '/auth/login',
  '/waitlist',
  '/marketing-waitlist',
  '/terms',
  '/communications',
  '/privacy',
  '/licenses',
] as const;

export const prerenderedBrandCodes = (): string[] => listBrands().map((brand) => brand.orgCode);

export type TPrerenderedPage = {
  /** The markup of #root. */
  html: string;
  /** The document title ("Page | Brand"), as the route announcer sets it. */
  title: string;
  /** The brand's theme as a :root rule, sent with the HTML so the first paint has the brand's colours. */
  brandCss: string;
  /** data-brand on <html>, as applyBrandTheme sets it. */
  brandAttribute: string;
  /** The route modules' components, for the build script to find their CSS and chunks. */
  components: ComponentType[];
  /** React Router's ids of the matched routes, root first: the browser loads their modules without matching. */
  routeIds: string[];
};

/**
 * Renders one page for one brand the way the browser's first render draws it for a first-time, anonymous
 * visitor: the same providers as App (providers.tsx) around the static router, no query answered yet.
 * null when the route does not show a page of its own there (a redirect, or a brand that requires a
 * referrer): that pair stays unprerendered.
 * The caller provides a DOM-like global `window` whose location is the page with ?org=<orgCode>.
 */
export const renderPage = async (pathname: string, orgCode: string): Promise<TPrerenderedPage | null> => {
  const brand = getBrand(orgCode);
  if (!brand) throw new Error(`Unknown brand ${orgCode}`);
  markPagePrerendered();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) return null;
  if (context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrandProvider orgCode={orgCode}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </BrandProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  // A <Navigate> renders nothing on a static router: a page without its heading is not the page.
  if (!/<main\b[^>]*>[\s\S]*<h1\b/.test(html)) return null;
  const title = findRouteTitle(
    context.matches.map((match) => match.route.handle),
    brand,
  );
  const variables = Object.entries(brandCssVariables(brand.theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return {
    html,
    title: brandDocumentTitle(brand, title ?? undefined),
    brandCss: `:root{${variables}}`,
    brandAttribute: brand.orgCode.toLowerCase(),
    // React Router turns a route's Component into its element: the component is the element's type.
    components: context.matches.flatMap(({ route }) => {
      const component = route.Component ?? (isValidElement(route.element) ? route.element.type : undefined);
      return typeof component === 'function' ? [component as ComponentType] : [];
    }),
    routeIds: context.matches.map(({ route }) => route.id),
  };
};
