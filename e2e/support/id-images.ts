import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real, decodable greyscale PNG of `width` x `height` drawn by `pixel` (0-255). */
export const makePng = (width: number, height: number, pixel: (x: number, y: number) => number): Buffer => {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0;
    for (let x = 0; x < width; x += 1) raw[y * (width + 1) + 1 + x] = pixel(x, y);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

// A card-like picture: a light background with rows of dark "text" bars, sharp enough after scaling down.
const card = (x: number, y: number) => {
  const row = Math.floor(y / 24);
  const inText = y % 24 < 12 && x > 60 && x < 940 && (Math.floor(x / 10) + row) % 3 !== 0;
  return inText ? 40 : 225;
};

/** A sharp, well-lit ID photo of 1000 x 640 pixels. */
export const goodIdPhoto = (): Buffer => makePng(1000, 640, card);
/** The same picture in near darkness. */
export const darkIdPhoto = (): Buffer => makePng(1000, 640, (x, y) => Math.round(card(x, y) / 8));
/** A featureless, out-of-focus picture. */
export const blurredIdPhoto = (): Buffer => makePng(1000, 640, (x) => 140 + Math.round(10 * Math.sin(x / 200)));
/** Too small to read. */
export const smallIdPhoto = (): Buffer => makePng(300, 190, card);
