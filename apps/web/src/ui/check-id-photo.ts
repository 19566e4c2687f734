import { assessIdPhoto, type TIdPhotoProblem } from '@lintel/domain';

/** The measures need no more than this many pixels across (and small canvases are fast on phones). */
const SAMPLE_WIDTH = 400;

/** Files the browser cannot draw (PDF) or may not decode (HEIC outside Safari): the server judges those. */
const isUncheckable = (file: File) =>
  file.type === 'application/pdf' || /^image\/hei[cf]$/i.test(file.type) || /\.(pdf|heic|heif)$/i.test(file.name);

/**
 * The browser's check of an ID photo before it is sent (issue 11 item 6): too small, too dark or blurred, by the
 * domain's thresholds on a grey copy scaled to SAMPLE_WIDTH. Null when it looks good, or cannot be checked here.
 */
export const checkIdPhoto = async (file: File): Promise<TIdPhotoProblem | null> => {
  if (isUncheckable(file)) return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return 'unreadable';
  }
  const scale = Math.min(1, SAMPLE_WIDTH / bitmap.width);
  const greyWidth = Math.max(1, Math.round(bitmap.width * scale));
  const greyHeight = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = greyWidth;
  canvas.height = greyHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, greyWidth, greyHeight);
  const { data } = context.getImageData(0, 0, greyWidth, greyHeight);
  const grey = new Uint8ClampedArray(greyWidth * greyHeight);
  for (let i = 0; i < grey.length; i += 1) grey[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  const problem = assessIdPhoto({ width: bitmap.width, height: bitmap.height, grey, greyWidth, greyHeight });
  bitmap.close();
  return problem;
};
