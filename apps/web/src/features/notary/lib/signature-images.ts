import type { TNotaryCommission } from '@lintel/domain';
import { SIGNATURE_FONT } from '@/lib/signing/typed-signature.ts';

/**
 * The notary's electronic seal, drawn from the commission (name, number, expiry, county and state) with the
 * notary's signature under it, as a PNG data URL for the deed's notary acknowledgement place (about 260 by 110
 * points, so drawn at four times that).
 */
export const drawNotarySeal = async (commission: TNotaryCommission): Promise<string> => {
  await document.fonts.load(`56px ${SIGNATURE_FONT}`);
  const canvas = document.createElement('canvas');
  canvas.width = 1040;
  canvas.height = 440;
  const context = canvas.getContext('2d')!;
  const blue = '#0d3390';
  context.strokeStyle = blue;
  context.lineWidth = 10;
  context.strokeRect(8, 8, 640, 424);
  context.lineWidth = 3;
  context.strokeRect(24, 24, 608, 392);
  context.fillStyle = blue;
  context.textBaseline = 'alphabetic';
  const lines: [string, string][] = [
    ['bold 34px Helvetica, Arial, sans-serif', 'ELECTRONIC NOTARY SEAL'],
    ['bold 38px Helvetica, Arial, sans-serif', commission.name],
    ['30px Helvetica, Arial, sans-serif', `Notary Public, State of ${commission.state}`],
    ['30px Helvetica, Arial, sans-serif', `Commission No. ${commission.number}`],
    ['30px Helvetica, Arial, sans-serif', `Commission expires ${commission.expiresOn}`],
    ['30px Helvetica, Arial, sans-serif', `County of ${commission.county}`],
  ];
  let y = 84;
  for (const [font, text] of lines) {
    context.font = font;
    context.fillText(text, 48, y, 568);
    y += font.startsWith('bold') ? 58 : 54;
  }
  // The notary's electronic signature beside the stamp.
  context.fillStyle = '#14225a';
  context.font = `56px ${SIGNATURE_FONT}`;
  context.fillText(commission.name, 672, 300, 360);
  context.fillRect(672, 320, 360, 3);
  context.font = '24px Helvetica, Arial, sans-serif';
  context.fillText('Notary’s signature', 672, 356);
  return canvas.toDataURL('image/png');
};
