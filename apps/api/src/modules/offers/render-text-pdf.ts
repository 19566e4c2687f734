import type { PDFFont, PDFPage } from 'pdf-lib';

export type TPdfSection = {
  heading: string;
  rows?: readonly (readonly [string, string])[];
  paragraphs?: readonly string[];
};
export type TTextPdf = { title: string; subtitle?: string; sections: readonly TPdfSection[] };

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZES = { title: 18, heading: 12, body: 10 };
const LINE_GAP = 4;

// The standard fonts encode WinAnsi only: anything else (curly quotes, symbols) is replaced, never a crash.
const toWinAnsi = (text: string): string =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
};

/**
 * A plain, tagged-title text PDF (title in the document info for assistive technology): headings, label/value
 * rows and wrapped paragraphs, paginated on US Letter. Answers the bytes.
 */
export const renderTextPdf = async ({ title, subtitle, sections }: TTextPdf): Promise<Uint8Array> => {
  // Loaded on the first document, not at every server start (about half a second; decision 015).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(title), { showInWindowTitleBar: true });
  pdf.setLanguage('en-US');
  pdf.setCreator('Lintel');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, font: PDFFont, size: number, x = PAGE.margin) => {
    if (y - size < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    y -= size;
    page.drawText(text, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= LINE_GAP;
  };

  for (const line of wrap(title, bold, SIZES.title, width)) write(line, bold, SIZES.title);
  if (subtitle)
    for (const line of wrap(subtitle, regular, SIZES.body, width)) write(line, regular, SIZES.body);
  for (const section of sections) {
    y -= SIZES.body;
    for (const line of wrap(section.heading, bold, SIZES.heading, width)) write(line, bold, SIZES.heading);
    for (const [label, value] of section.rows ?? []) {
      const labelText = toWinAnsi(`${label}: `);
      const valueLines = wrap(
        value,
        regular,
        SIZES.body,
        width - bold.widthOfTextAtSize(labelText, SIZES.body),
      );
      write(labelText, bold, SIZES.body);
      y += SIZES.body + LINE_GAP;
      valueLines.forEach((line, index) =>
        write(
          line,
          regular,
          SIZES.body,
          PAGE.margin + (index === 0 ? bold.widthOfTextAtSize(labelText, SIZES.body) : 0),
        ),
      );
    }
    for (const paragraph of section.paragraphs ?? []) {
      for (const line of wrap(paragraph, regular, SIZES.body, width)) write(line, regular, SIZES.body);
      y -= LINE_GAP;
    }
  }
  return pdf.save();
};
