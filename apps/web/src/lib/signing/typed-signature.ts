import '@fontsource/dancing-script/400.css';

/** The signature font, packaged with the app (no font is fetched from elsewhere). */
export const SIGNATURE_FONT = '"Dancing Script", cursive';

/**
 * The typed name drawn in the signature font as a PNG data URL: what the server writes in, for a typed signature
 * on the signing pages and for the notary's own signature in the session.
 */
export const renderTypedSignature = async (name: string): Promise<string> => {
  await document.fonts.load(`64px ${SIGNATURE_FONT}`);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d')!;
  context.font = `64px ${SIGNATURE_FONT}`;
  canvas.width = Math.min(Math.max(Math.ceil(context.measureText(name).width) + 24, 120), 1200);
  canvas.height = 96;
  // Resizing the canvas resets its state: the font is set again.
  context.font = `64px ${SIGNATURE_FONT}`;
  context.fillStyle = '#14225a';
  context.textBaseline = 'middle';
  context.fillText(name, 12, 50);
  return canvas.toDataURL('image/png');
};
