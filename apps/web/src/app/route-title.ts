import type { TBrand } from '@lintel/domain';

/** A route's page title: fixed, or worded by the brand (the legal document is "Terms of Use" for some). */
export type TRouteTitle = string | ((brand: TBrand) => string);

/** What every page route of the table carries in its handle (WCAG 2.4.2: each page its own title). */
export type TTitledHandle = { title: TRouteTitle };

export const hasRouteTitle = (handle: unknown): handle is TTitledHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  ['string', 'function'].includes(typeof (handle as TTitledHandle).title);

/** The title of the deepest matched route that has one, worded for the brand; null when none has. */
export const findRouteTitle = (handles: readonly unknown[], brand: TBrand): string | null => {
  const title = handles.filter(hasRouteTitle).at(-1)?.title;
  if (title === undefined) return null;
  return typeof title === 'function' ? title(brand) : title;
};
