import { describe, expect, it } from 'vitest';
import { assessIdPhoto, ID_DOCUMENT_SIDES, idTypeHasBack, measureLuma } from './id-documents.ts';

const image = (width: number, height: number, pixel: (x: number, y: number) => number) => {
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) grey[y * width + x] = pixel(x, y);
  return grey;
};
// Text-like detail: a fine checkerboard of mid-grey and light squares.
const sharp = (x: number, y: number) => ((Math.floor(x / 2) + Math.floor(y / 2)) % 2 === 0 ? 90 : 200);

describe('ID documents', () => {
  it('has a back for every card but the passport', () => {
    expect(idTypeHasBack('PASSPORT')).toBe(false);
    expect(['DRIVERS_LICENSE', 'STATE_ID_CARD', 'PERMANENT_RESIDENT_CARD'].every((t) => idTypeHasBack(t as never))).toBe(true);
    expect(ID_DOCUMENT_SIDES.DRIVERS_LICENSE).toEqual({ front: 'DRIVERSLICENSEFRONT', back: 'DRIVERSLICENSEBACK' });
  });

  it('measures mean luma and the Laplacian variance', () => {
    expect(measureLuma(image(10, 10, () => 100), 10, 10)).toEqual({ mean: 100, sharpness: 0 });
    expect(measureLuma(image(20, 20, sharp), 20, 20).sharpness).toBeGreaterThan(1000);
  });

  it('passes a sharp, bright, large photo and names the first problem of the others', () => {
    const grey = image(200, 120, sharp);
    const base = { grey, greyWidth: 200, greyHeight: 120 };
    expect(assessIdPhoto({ ...base, width: 1600, height: 1000 })).toBeNull();
    expect(assessIdPhoto({ ...base, width: 400, height: 250 })).toBe('tooSmall');
    expect(assessIdPhoto({ width: 1600, height: 1000, grey: image(200, 120, (x, y) => sharp(x, y) / 6), greyWidth: 200, greyHeight: 120 })).toBe('tooDark');
    expect(assessIdPhoto({ width: 1600, height: 1000, grey: image(200, 120, () => 150), greyWidth: 200, greyHeight: 120 })).toBe('blurred');
  });
});
