import { legalLinks, validLinkOrPath, type TBrand } from '@lintel/domain';

export type TFooterLink = { label: string; href: string; external: boolean };

const link = (label: string, href: string): TFooterLink => ({ label, href, external: /^https?:\/\//.test(href) });

/**
 * The footer's legal links (spec 02 section 2), named and addressed by the domain's legalLinks (the same
 * names the registration consents and the legal pages use); then any extra links from the brand config.
 */
export const footerLinks = (
  brand: Pick<TBrand, 'companyName' | 'termsOfUseUrl' | 'privacyPolicyUrl' | 'licensesUrl' | 'communicationsUrl' | 'additionalUrls'>,
): TFooterLink[] => {
  const { terms, privacy, licenses, communications } = legalLinks(brand);
  return [
    ...[terms, privacy, licenses, communications].map((document) => link(document.name, document.href)),
    ...brand.additionalUrls.map((extra) => link(extra.name, validLinkOrPath(extra.url, '/'))),
  ];
};
