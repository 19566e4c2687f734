import type { TDocumentType } from '../enums/documents.ts';
import type { TIdType } from '../enums/documents.ts';

/**
 * The document types an identity document is stored as: every type has a front; a passport has no back
 * (its photo page is the whole document), the cards do. Whether the back is asked for is the
 * fe-heloc-back-of-id flag's decision.
 */
export const ID_DOCUMENT_SIDES: Record<TIdType, { front: TDocumentType; back: TDocumentType | null }> = {
  DRIVERS_LICENSE: { front: 'DRIVERSLICENSEFRONT', back: 'DRIVERSLICENSEBACK' },
  PASSPORT: { front: 'PASSPORTFRONT', back: null },
  STATE_ID_CARD: { front: 'IDCARDFRONT', back: 'IDCARDBACK' },
  PERMANENT_RESIDENT_CARD: { front: 'PERMANENTRESIDENTFRONT', back: 'PERMANENTRESIDENTBACK' },
};

export const idTypeHasBack = (idType: TIdType): boolean => ID_DOCUMENT_SIDES[idType].back !== null;

/** Outcomes of an identity check (spec 02 "Verification"). */
export const ID_VERIFICATION_RESULTS = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'] as const;
export type TIdVerificationResult = (typeof ID_VERIFICATION_RESULTS)[number];

export const IDENTITY_MESSAGES = {
  idType: 'Please choose the kind of ID you have.',
  front: 'Please add a photo of the front of your ID.',
  back: 'Please add a photo of the back of your ID.',
  noBack: 'This kind of ID has no back. Please send only the front.',
  wrongDocument: 'The photo you sent is not the side of the ID you chose. Please add it again.',
  notExpected: 'Your identity does not need to be verified right now.',
  failed: 'We are having issues verifying your identity. Please click below to try again.',
} as const;

/**
 * What the browser checks in a photo of an ID before it is sent (issue 11 item 6): big enough to read, not too
 * dark, not blurred. The thresholds are on the image's luma (0-255), which the page reads from a canvas.
 */
export const ID_PHOTO_MIN_WIDTH = 600;
export const ID_PHOTO_MIN_HEIGHT = 380;
export const ID_PHOTO_MIN_MEAN_LUMA = 50;
/** Variance of the Laplacian below which an image has no sharp edges: text on an ID is unreadable. */
export const ID_PHOTO_MIN_SHARPNESS = 60;

export const ID_PHOTO_MESSAGES = {
  tooSmall: 'This photo is too small to read. Please retake it closer to the ID, or choose a larger image.',
  tooDark: 'This photo is too dark. Please retake it in better light.',
  blurred: 'This photo is blurred. Please hold the camera steady and retake it.',
  unreadable: 'We could not open this image. Please retake the photo or choose another file.',
} as const;
export type TIdPhotoProblem = keyof typeof ID_PHOTO_MESSAGES;

/** Mean luma and the variance of a 4-neighbour Laplacian over a grey image (row-major, one byte a pixel). */
export const measureLuma = (grey: ArrayLike<number>, width: number, height: number): { mean: number; sharpness: number } => {
  let sum = 0;
  for (let i = 0; i < grey.length; i += 1) sum += grey[i]!;
  const mean = grey.length > 0 ? sum / grey.length : 0;
  let count = 0;
  let lapSum = 0;
  let lapSquares = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const lap = grey[i - width]! + grey[i + width]! + grey[i - 1]! + grey[i + 1]! - 4 * grey[i]!;
      lapSum += lap;
      lapSquares += lap * lap;
      count += 1;
    }
  }
  const lapMean = count > 0 ? lapSum / count : 0;
  const sharpness = count > 0 ? lapSquares / count - lapMean * lapMean : 0;
  return { mean, sharpness };
};

/**
 * The first problem of a photo, or null when it is good enough to send. `grey` is the photo scaled to at most
 * a few hundred pixels wide (the measures do not need more), `width` and `height` its original size.
 */
export const assessIdPhoto = (input: {
  width: number;
  height: number;
  grey: ArrayLike<number>;
  greyWidth: number;
  greyHeight: number;
}): TIdPhotoProblem | null => {
  const long = Math.max(input.width, input.height);
  const short = Math.min(input.width, input.height);
  if (long < ID_PHOTO_MIN_WIDTH || short < ID_PHOTO_MIN_HEIGHT) return 'tooSmall';
  const { mean, sharpness } = measureLuma(input.grey, input.greyWidth, input.greyHeight);
  if (mean < ID_PHOTO_MIN_MEAN_LUMA) return 'tooDark';
  if (sharpness < ID_PHOTO_MIN_SHARPNESS) return 'blurred';
  return null;
};
