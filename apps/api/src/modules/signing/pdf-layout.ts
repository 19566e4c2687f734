import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { toWinAnsi } from '../../platform/pdf-seal.ts';
import type { TSignaturePlaceKind } from '@lintel/domain';

/** A place recorded while laying out a document; page is 0-based, the rectangle in PDF points. */
export type TLaidOutPlace = {
  signerKey: string;
  kind: TSignaturePlaceKind;
  label: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
};

export type TLaidOutDocument = { bytes: Uint8Array; pageCount: number; places: TLaidOutPlace[] };

const PAGE = { width: 612, height: 792, margin: 60 };
const SIZES = { title: 16, heading: 11.5, body: 10 };
const LINE_GAP = 3.5;
/** Room kept at the bottom of each page for the initials box of documents initialled on every page. */
const INITIALS_BAND = 40;

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

export type TDocumentWriter = {
  heading: (text: string) => void;
  paragraph: (text: string) => void;
  rows: (rows: readonly (readonly [string, string])[]) => void;
  /** A signature line for a signer: its name under the line, a recorded place above it. */
  signatureBlock: (options: { signerKey: string; name: string; caption: string; label: string; height?: number }) => void;
  space: (points: number) => void;
};

/**
 * Lays out a text PDF (real, selectable text; title and language in the metadata) and records its signature and
 * initials places. `initialsFor` puts an initials box at the bottom right of every page for those signers.
 */
export const layOutDocument = async (options: {
  title: string;
  subtitle: string;
  initialsFor?: readonly { signerKey: string; name: string }[];
  write: (writer: TDocumentWriter) => void;
}): Promise<TLaidOutDocument> => {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf: PDFDocument = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(options.title), { showInWindowTitleBar: true });
  pdf.setLanguage('en-US');
  pdf.setSubject(toWinAnsi(options.subtitle));
  pdf.setCreator('Lintel');
  pdf.setProducer('Lintel closing documents (pdf-lib)');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.margin + (options.initialsFor?.length ? INITIALS_BAND : 0);
  const places: TLaidOutPlace[] = [];
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const ensure = (height: number) => {
    if (y - height < bottom) newPage();
  };
  const line = (text: string, font: PDFFont, size: number, x = PAGE.margin) => {
    ensure(size + LINE_GAP);
    y -= size;
    page.drawText(text, { x, y, size, font, color: ink });
    y -= LINE_GAP;
  };

  for (const text of wrap(options.title, bold, SIZES.title, width)) line(text, bold, SIZES.title);
  for (const text of wrap(options.subtitle, regular, SIZES.body, width)) line(text, regular, SIZES.body);
  y -= 6;

  const writer: TDocumentWriter = {
    heading: (text) => {
      y -= 6;
      ensure(SIZES.heading + 3 * (SIZES.body + LINE_GAP));
      for (const part of wrap(text, bold, SIZES.heading, width)) line(part, bold, SIZES.heading);
    },
    paragraph: (text) => {
      for (const part of wrap(text, regular, SIZES.body, width)) line(part, regular, SIZES.body);
      y -= LINE_GAP;
    },
    rows: (rows) => {
      for (const [label, value] of rows) {
        const labelText = toWinAnsi(`${label}: `);
        const indent = bold.widthOfTextAtSize(labelText, SIZES.body);
        const valueLines = wrap(value, regular, SIZES.body, width - indent);
        ensure(SIZES.body + LINE_GAP);
        line(labelText, bold, SIZES.body);
        y += SIZES.body + LINE_GAP;
        valueLines.forEach((part, index) => line(part, regular, SIZES.body, PAGE.margin + (index === 0 ? indent : 0)));
      }
      y -= LINE_GAP;
    },
    signatureBlock: ({ signerKey, name, caption, label, height }) => {
      const boxHeight = height ?? 40;
      ensure(boxHeight + 2 * (SIZES.body + LINE_GAP) + 12);
      y -= 8;
      const top = y;
      const box = { x: PAGE.margin, y: top - boxHeight, width: 260, height: boxHeight };
      page.drawLine({ start: { x: box.x, y: box.y }, end: { x: box.x + box.width, y: box.y }, thickness: 0.8, color: ink });
      places.push({ signerKey, kind: 'SIGNATURE', label, page: pdf.getPageCount() - 1, ...box });
      y = box.y - 2;
      line(toWinAnsi(`${name}, ${caption}`), regular, SIZES.body);
      line('Date signed: see the certificate of completion', regular, 8);
    },
    space: (points) => {
      y -= points;
    },
  };
  options.write(writer);

  // Initials boxes: bottom right of every page, one per signer, side by side.
  const pages = pdf.getPages();
  pages.forEach((each, pageIndex) => {
    (options.initialsFor ?? []).forEach((signer, index) => {
      const box = { x: PAGE.width - PAGE.margin - 70 - index * 80, y: PAGE.margin - 4, width: 70, height: 26 };
      each.drawRectangle({ ...box, borderColor: ink, borderWidth: 0.6 });
      each.drawText('Initials', { x: box.x + 2, y: box.y - 9, size: 7, font: regular, color: ink });
      places.push({ signerKey: signer.signerKey, kind: 'INITIALS', label: `Initials, page ${pageIndex + 1}`, page: pageIndex, ...box });
    });
    each.drawText(toWinAnsi(`Page ${pageIndex + 1} of ${pages.length}`), { x: PAGE.margin, y: PAGE.margin - 14, size: 8, font: regular, color: ink });
  });
  return { bytes: await pdf.save(), pageCount: pages.length, places };
};
