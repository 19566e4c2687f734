import { PDFDocument } from 'pdf-lib';

/** Small real files of each accepted kind, and the bad ones, for upload tests. */
export const samplePdf = async (): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
};

// A JPEG needs only its start-of-image marker and a JFIF segment to be recognised; the rest is filler.
export const sampleJpeg = (): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);

export const samplePng = (): Buffer =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR', 'latin1'), Buffer.alloc(64, 2)]);

/** An ISO-BMFF file whose brand is heic, as an iPhone writes. */
export const sampleHeic = (): Buffer =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'latin1'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic', 'latin1'), Buffer.alloc(64, 3)]);

/** A Linux executable: the renamed-executable case. */
export const sampleExecutable = (): Buffer => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);
