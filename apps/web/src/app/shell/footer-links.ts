import { legalDocumentName, validLinkOrPath, type TBrand } from '@lintel/domain';

export type TFooterLink = { label: string; href: string; external: boolean };

const link = (label: string, href: string): TFooterLink => ({ label, href, external: /^https?:\/\//.test(href) });

/**
 * The footer's legal links (spec 02 section 2): the brand's configured addresses when valid, otherwise
 * the product's own pages; then any extra links from the brand config.
 */
export const footerLinks = (
  brand: Pick<TBrand, 'companyName' | 'termsOfUseUrl' | 'privacyPolicyUrl' | 'licensesUrl' | 'communicationsUrl' | 'additionalUrls'>,
): TFooterLink[] => [
  link(legalDocumentName(brand), validLinkOrPath(brand.termsOfUseUrl, '/terms')),
  link('Privacy Policy', validLinkOrPath(brand.privacyPolicyUrl, '/privacy')),
  link('Licenses', validLinkOrPath(brand.licensesUrl, '/licenses')),
  link('Electronic Communications Policy', validLinkOrPath(brand.communicationsUrl, '/communications')),
  ...brand.additionalUrls.map((extra) => link(extra.name, validLinkOrPath(extra.url, '/'))),
];
