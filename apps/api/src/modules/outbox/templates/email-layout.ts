import { escape } from 'html-escaper';
import {
  WCAG_AA_TEXT_CONTRAST,
  contrastRatio,
  copyrightLine,
  formatUsPhone,
  legalDocumentName,
  validLinkOrPath,
  type TBrand,
} from '@lintel/domain';
import type { TEmailContent } from '../message.ts';

export type TRenderedEmail = { subject: string; html: string; text: string; links: string[] };

type TFooterLink = { label: string; url: string };

/** The brand's legal links, absolute: its configured pages, else the product's own under the public URL. */
const footerLinks = (brand: TBrand, publicUrl: string): TFooterLink[] => {
  const own = (path: string) => `${publicUrl}${path}?org=${encodeURIComponent(brand.orgCode)}`;
  return [
    { label: legalDocumentName(brand), url: validLinkOrPath(brand.termsOfUseUrl, own('/terms')) },
    { label: 'Privacy Policy', url: validLinkOrPath(brand.privacyPolicyUrl, own('/privacy')) },
  ];
};

/** The legal footer's lines, the same in both parts: who sends this, where they are, their licence. */
const footerLines = (brand: TBrand, year: number): string[] => [
  `${brand.companyName}, ${brand.companyAddress}`,
  `NMLS ID #${brand.nmlsNumber}. Questions? Call ${formatUsPhone(brand.supportPhoneNumber.number)} or write to ${brand.supportEmail}.`,
  copyrightLine(brand, year),
];

const plainText = (brand: TBrand, content: TEmailContent, links: TFooterLink[], year: number): string =>
  [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.closing ?? []).flatMap((p) => [p, '']),
    '--',
    ...footerLines(brand, year),
    ...links.map((link) => `${link.label}: ${link.url}`),
  ].join('\n');

/**
 * The branded HTML part. Mail clients ignore style sheets and scripts, so it is one table of inline styles;
 * every colour pair is one the brand registry keeps at WCAG AA contrast (text on background, muted text on
 * background, the primary's contrast colour on the primary), and every value from outside is escaped.
 */
const html = (brand: TBrand, content: TEmailContent, links: TFooterLink[], year: number): string => {
  const c = brand.theme.colors;
  // The primary colour is only promised readable as a background: use it for links only where it is.
  const linkColor = contrastRatio(c.primary, c.bg) >= WCAG_AA_TEXT_CONTRAST ? c.primary : c.text;
  const font = escape(brand.theme.fonts.body);
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;">${escape(text)}</p>`;
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
      `<td style="border-radius:6px;background:${c.primary};">` +
      `<a href="${escape(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:${c.primaryContrast};text-decoration:none;border-radius:6px;">${escape(content.action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:14px;line-height:20px;">If the button does not work, copy this address into your browser: ` +
      `<a href="${escape(content.action.url)}" style="color:${linkColor};word-break:break-all;">${escape(content.action.url)}</a></p>`
    : '';
  const footer =
    footerLines(brand, year)
      .map((line) => `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${c.textMuted};">${escape(line)}</p>`)
      .join('') +
    `<p style="margin:0;font-size:13px;line-height:20px;">` +
    links.map((link) => `<a href="${escape(link.url)}" style="color:${linkColor};">${escape(link.label)}</a>`).join(' &middot; ') +
    `</p>`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en" dir="ltr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${c.bg};color:${c.text};font-family:${font};">`,
    content.preview ? `<div style="display:none;max-height:0;overflow:hidden;">${escape(content.preview)}</div>` : '',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${c.bg};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">`,
    `<tr><td style="padding:16px 24px;background:${c.surface};color:${c.text};border-top:4px solid ${c.primary};font-size:20px;font-weight:bold;">${escape(brand.companyNameShort)}</td></tr>`,
    `<tr><td style="padding:24px;color:${c.text};">`,
    `<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;color:${c.text};">${escape(content.heading)}</h1>`,
    content.paragraphs.map(p).join(''),
    action,
    (content.closing ?? []).map(p).join(''),
    `</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid ${c.border};">${footer}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
};

/**
 * An email under the brand: the same words in an accessible HTML part and a plain-text part, the brand's
 * name, colours and legal footer, and the list of every address the message links to (the action first).
 */
export const renderEmail = (options: { brand: TBrand; content: TEmailContent; publicUrl: string; now: Date }): TRenderedEmail => {
  const { brand, content } = options;
  const year = options.now.getUTCFullYear();
  const links = footerLinks(brand, options.publicUrl);
  return {
    subject: content.subject,
    html: html(brand, content, links, year),
    text: plainText(brand, content, links, year),
    links: [...(content.action ? [content.action.url] : []), ...links.map((link) => link.url)],
  };
};
