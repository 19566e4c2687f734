/**
 * Whether this page's first screen was prerendered at build time (decision 045): true while the build renders
 * it, and in the browser once main.tsx has chosen to hydrate the prerendered HTML. What normally waits for
 * a network answer before showing the page (the maintenance gate's flag wait) shows it at once then, since
 * the prerendered page is already on screen and hydration must render exactly what it shows.
 */
let prerendered = false;

export const markPagePrerendered = (): void => {
  prerendered = true;
};

export const pageWasPrerendered = (): boolean => prerendered;
