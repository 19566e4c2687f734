import type { TBrand } from '@lintel/domain';

export type TRenderedSms = { subject: string; text: string; links: string[] };

/** A text message says who sends it first (carriers and people expect the sender's name), then the link. */
export const renderSms = (options: { brand: TBrand; text: string; url?: string }): TRenderedSms => {
  const { brand, url } = options;
  return {
    // Text messages have no subject; the mailbox shows the sender's name in its place.
    subject: brand.companyNameShort,
    text: `${brand.companyNameShort}: ${options.text}${url ? ` ${url}` : ''}`,
    links: url ? [url] : [],
  };
};
