// Brand logos are drawn as small inline SVG wordmarks so the repo ships no binary assets; the web shows
// them through an <img> data URL, so the text is escaped here and the schema re-checks the result.

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type TWordmarkMark = 'arch' | 'wave' | 'peak' | 'leaf' | 'square' | 'circle';

const MARKS: Record<TWordmarkMark, (color: string) => string> = {
  arch: (c) => `<path d="M4 36V18a14 14 0 0 1 28 0v18h-7V18a7 7 0 0 0-14 0v18z" fill="${c}"/>`,
  wave: (c) => `<path d="M2 22c6-8 10-8 16 0s10 8 16 0v14H2z" fill="${c}"/>`,
  peak: (c) => `<path d="M2 36L14 10l7 12 4-6 11 20z" fill="${c}"/>`,
  leaf: (c) => `<path d="M6 34C6 16 18 4 34 4c0 18-12 30-28 30z" fill="${c}"/>`,
  square: (c) => `<rect x="4" y="6" width="28" height="28" rx="4" fill="${c}"/>`,
  circle: (c) => `<circle cx="18" cy="20" r="15" fill="${c}"/>`,
};

/** A 40-px-high wordmark: a simple mark in the brand colour followed by the short name. */
export const wordmarkLogo = (options: { text: string; markColor: string; textColor: string; mark: TWordmarkMark }): string => {
  // textLength makes the word fill exactly its box whatever font the viewer has, so it is never clipped.
  const textWidth = Math.ceil(options.text.length * 12.5);
  const width = 44 + textWidth + 4;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img">` +
    MARKS[options.mark](options.markColor) +
    `<text x="44" y="28" font-family="system-ui, sans-serif" font-size="20" font-weight="700" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" fill="${options.textColor}">` +
    `${escapeXml(options.text)}</text></svg>`
  );
};
