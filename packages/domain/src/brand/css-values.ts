import { z } from 'zod/mini';

// Everything below ends up in CSS custom properties or an <img> source, so each value is held to a
// narrow grammar: a brand file can never smuggle `;`, `url(` or `}` into the page (ARCHITECTURE habit 6).

/** A colour as six hex digits, e.g. "#1f4b99". Short and alpha forms are refused so contrast can be computed. */
export const ZHexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a hex colour written #rrggbb' }));

/** A font stack of family names only, e.g. `"Source Sans 3", system-ui, sans-serif`. */
export const ZFontStack = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9 ,"'-]+$/, { error: 'must be a list of font family names (letters, digits, spaces, quotes, commas, dashes)' }));

/** A corner radius in px or rem, e.g. "8px" or "0.5rem". */
export const ZCssLength = z.string().check(z.regex(/^(0|\d{1,2}(\.\d{1,3})?(px|rem))$/, { error: 'must be a length in px or rem, e.g. 8px' }));

/** A file shipped in the web app's public brand-assets folder. */
export const ZAssetFileName = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|webp)$/, { error: 'must be a lowercase file name ending in .svg, .png or .webp' }));

const FORBIDDEN_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY|xlink:href\s*=\s*["'](?!#)|\shref\s*=\s*["'](?!#)/i;

/**
 * An inline SVG logo. It is shown through an <img> data URL, where scripts never run, but it is also
 * refused here if it carries script, event handlers or outside references so it stays safe anywhere.
 */
export const ZInlineSvg = z.string().check(z.maxLength(20_000), z.refine((svg) => /^<svg[\s>]/.test(svg.trim()) && svg.trim().endsWith('</svg>'), {
    error: 'must be a single <svg>...</svg> element',
  }), z.refine((svg) => !FORBIDDEN_SVG.test(svg), {
    error: 'must not contain scripts, event handlers, entities or outside references',
  }));

/** An absolute http or https address. */
export const ZHttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http or https address' });
