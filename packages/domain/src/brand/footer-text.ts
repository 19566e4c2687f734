import type { TBrand } from './brand-schema.ts';
import { ZHttpUrl } from './css-values.ts';

/** Below this many listed states a DSCR brand's footer promises more (spec 02 section 9 "Footer"). */
export const ALL_STATES_COUNT = 50;
export const MORE_STATES_TO_COME = 'with more states to come';

/** "© 2026 Lintel Lending, LLC. All rights reserved."; the year only when the brand config says so. */
export const copyrightLine = (brand: Pick<TBrand, 'companyName' | 'showCopyrightYear'>, year: number): string =>
  brand.showCopyrightYear ? `© ${year} ${brand.companyName}. All rights reserved.` : `© ${brand.companyName}. All rights reserved.`;

export const showMoreStatesToCome = (brand: Pick<TBrand, 'productKind'>, stateCount: number): boolean =>
  brand.productKind === 'DSCR' && stateCount < ALL_STATES_COUNT;

/** "Licensed in Arizona, California and Texas", adding "with more states to come" for a DSCR brand under 50 states. */
export const licensedStatesLine = (brand: Pick<TBrand, 'productKind'>, states: readonly string[]): string => {
  const listed =
    states.length <= 1 ? (states[0] ?? '') : `${states.slice(0, -1).join(', ')} and ${states[states.length - 1]}`;
  const line = `Licensed in ${listed}`;
  return showMoreStatesToCome(brand, states.length) ? `${line} ${MORE_STATES_TO_COME}` : line;
};

/**
 * The configured address when it is a valid http or https URL, otherwise the product's own relative page
 * (spec 02 section 2: /privacy, /terms; /communications for the communications policy).
 */
export const validLinkOrPath = (url: string | null | undefined, fallbackPath: string): string =>
  url && ZHttpUrl.safeParse(url).success ? url : fallbackPath;
