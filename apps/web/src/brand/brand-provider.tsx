import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { BrandContext } from './brand-context.ts';
import { applyBrandTheme, brandDocumentTitle } from './brand-css-variables.ts';
import { resolvePageBrand } from './resolve-page-brand.ts';

/**
 * Chooses the page's brand, puts its tokens on <html> before the first paint and names the tab.
 * orgCode is for tests and previews; pages normally let it come from the host or ?org.
 */
export const BrandProvider = ({ orgCode, children }: { orgCode?: string; children: ReactNode }) => {
  const brand = useMemo(() => resolvePageBrand(orgCode), [orgCode]);
  useLayoutEffect(() => {
    applyBrandTheme(document.documentElement, brand);
    document.title = brandDocumentTitle(brand);
  }, [brand]);
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
};
