// The web app's brand layer: choose the brand for the host or ?org, theme the page, expose it to components.
export { BrandProvider } from './brand-provider.tsx';
export { useBrand } from './use-brand.ts';
export { BrandLogo, logoSource } from './brand-logo.tsx';
export { FullScreenLoader, LoaderAnimation, LOADER_DEFAULT_DURATION_MS } from './full-screen-loader.tsx';
export { useMinimumDisplay, LOADER_MINIMUM_MS } from './use-minimum-display.ts';
export { applyBrandTheme, brandCssVariables, brandDocumentTitle } from './brand-css-variables.ts';
export { resolvePageBrand } from './resolve-page-brand.ts';
