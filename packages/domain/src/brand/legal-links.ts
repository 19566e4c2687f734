import type { TBrand } from './brand-schema.ts';
import { validLinkOrPath } from './footer-text.ts';
import { legalDocumentName } from './legal-document-name.ts';

export type TLegalLink = { name: string; href: string };

export type TLegalLinks = { terms: TLegalLink; privacy: TLegalLink; licenses: TLegalLink; communications: TLegalLink };

/**
 * The brand's legal documents, named and addressed once for every place that links them (the footer, the
 * registration consents, the legal pages): the terms are "Terms of Use" or "Terms of Service" by the spec 02
 * section 6 rule, and each address is the brand's configured one when valid, else the product's own page.
 */
export const legalLinks = (
  brand: Pick<TBrand, 'companyName' | 'termsOfUseUrl' | 'privacyPolicyUrl' | 'licensesUrl' | 'communicationsUrl'>,
): TLegalLinks => ({
  terms: { name: legalDocumentName(brand), href: validLinkOrPath(brand.termsOfUseUrl, '/terms') },
  privacy: { name: 'Privacy Policy', href: validLinkOrPath(brand.privacyPolicyUrl, '/privacy') },
  licenses: { name: 'Licenses', href: validLinkOrPath(brand.licensesUrl, '/licenses') },
  communications: {
    name: 'Electronic Communications Policy',
    href: validLinkOrPath(brand.communicationsUrl, '/communications'),
  },
});
