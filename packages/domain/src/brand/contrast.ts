// WCAG 2.x contrast, used by the brand tests to keep every brand's text readable (AA: 4.5 for body text).

export const WCAG_AA_TEXT_CONTRAST = 4.5;

const channel = (hexPair: string): number => {
  const c = parseInt(hexPair, 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #rrggbb colour (WCAG 2.x definition). */
export const relativeLuminance = (hex: string): number => {
  const h = hex.replace('#', '');
  return 0.2126 * channel(h.slice(0, 2)) + 0.7152 * channel(h.slice(2, 4)) + 0.0722 * channel(h.slice(4, 6));
};

/** Contrast ratio of two #rrggbb colours, from 1 (same) to 21 (black on white). */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
