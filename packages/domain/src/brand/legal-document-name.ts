import type { TBrand } from './brand-schema.ts';

/**
 * Companies whose legal document is called "Terms of Use" (spec 02 section 6); every other brand says
 * "Terms of Service". Matched at the start of the company name on a word boundary, so
 * "Fairway Independent Mortgage Corporation" matches "Fairway" and "Guaranteed Rate Affinity, LLC" matches too.
 */
export const TERMS_OF_USE_COMPANIES = [
  'American Pacific Mortgage',
  'Cross Country',
  'CMG Mortgage',
  'Evergreen Moneysource',
  'Fairway',
  'Guaranteed Rate',
  'Guaranteed Rate Affinity',
] as const;

export type TLegalDocumentName = 'Terms of Use' | 'Terms of Service';

const startsWithCompany = (companyName: string, company: string): boolean => {
  const name = companyName.trim().toLowerCase();
  const wanted = company.toLowerCase();
  return name === wanted || (name.startsWith(wanted) && !/[a-z0-9]/.test(name.charAt(wanted.length)));
};

export const legalDocumentName = (brand: Pick<TBrand, 'companyName'>): TLegalDocumentName =>
  TERMS_OF_USE_COMPANIES.some((company) => startsWithCompany(brand.companyName, company)) ? 'Terms of Use' : 'Terms of Service';
