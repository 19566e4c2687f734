import type { TBrand, TBrandTheme } from '@lintel/domain';

/** Token name on the document root for each semantic colour (the names ui/tokens.css defines). */
const COLOR_VARIABLES = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  bg: '--color-bg',
  surface: '--color-surface',
  text: '--color-text',
  textMuted: '--color-text-muted',
  border: '--color-border',
  danger: '--color-danger',
  success: '--color-success',
  warning: '--color-warning',
  focus: '--color-focus',
  accent: '--color-accent',
} as const satisfies Record<keyof TBrandTheme['colors'], string>;

/** The CSS custom properties of a theme; every value was validated by the brand schema at load. */
export const brandCssVariables = (theme: TBrandTheme): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(COLOR_VARIABLES).map(([token, name]) => [name, theme.colors[token as keyof typeof COLOR_VARIABLES]])),
  '--font-body': theme.fonts.body,
  '--font-heading': theme.fonts.heading,
  '--radius': theme.radius,
});

/**
 * Puts the brand's tokens on the root element with style.setProperty: the page's CSP forbids inline
 * <style> tags but allows CSSOM changes. Also marks the root with the brand for CSS and tests.
 */
export const applyBrandTheme = (root: HTMLElement, brand: Pick<TBrand, 'orgCode' | 'theme'>): void => {
  for (const [name, value] of Object.entries(brandCssVariables(brand.theme))) root.style.setProperty(name, value);
  root.dataset['brand'] = brand.orgCode.toLowerCase();
};

/** "Page | Brand" for the tab, or the brand's product name on its own. */
export const brandDocumentTitle = (brand: Pick<TBrand, 'companyProduct' | 'companyNameShort'>, page?: string): string =>
  page ? `${page} | ${brand.companyNameShort}` : brand.companyProduct;
