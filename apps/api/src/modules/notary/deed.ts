import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { TNotaryCommission } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { appendCertificateOfCompletion, sha256Hex, toWinAnsi, type TCompletionSigner, type TLazySealer } from '../../platform/pdf-seal.ts';
import { findLatestDocumentOfType, listDocuments, readDocumentBytes } from '../documents/index.ts';

export type TDeed = { documentUuid: string; name: string; bytes: Uint8Array };

/**
 * Where the unsigned deed comes from: the signing module generates it with the closing package (issue 12). A port
 * so the session does not depend on how signing stores it: by default the application's latest generated
 * document whose type names a deed (DEED_OF_TRUST, MORTGAGE_DEED, ...), never one this module made.
 */
export type TDeedSource = { findDeed: (options: { db: Db; files: TFileStore; applicationUuid: string }) => Promise<TDeed | null> };

const OWN_TYPES = new Set(['NOTARIZED_DEED', 'WET_SIGNED_DEED']);
const isDeedType = (type: string) => !OWN_TYPES.has(type) && (/DEED/.test(type) || type === 'MORTGAGE' || type === 'SECURITY_INSTRUMENT');

export const documentsDeedSource: TDeedSource = {
  findDeed: async ({ db, files, applicationUuid }) => {
    const deed = (await listDocuments({ db, applicationUuid })).find((document) => isDeedType(document.type) && document.contentType === 'application/pdf');
    if (!deed) return null;
    const row = await findLatestDocumentOfType({ db, applicationUuid, type: deed.type });
    if (!row) return null;
    return { documentUuid: row.uuid, name: row.name, bytes: await readDocumentBytes({ files, document: row }) };
  },
};

export type TNotarizeOptions = {
  deed: TDeed;
  sealer: TLazySealer;
  commission: TNotaryCommission;
  notaryEmail: string;
  notarizedAt: Date;
  signers: readonly (TCompletionSigner & { signatureName: string })[];
  sender: string;
  sessionUuid: string;
};

/**
 * The notarial act on the deed: each signer's signature and the notary's electronic seal (drawn from the
 * commission: name, number, expiry, county and state) on a notarial certificate page, the certificate of
 * completion, then the PDF digital signature over the whole file (platform/pdf-seal.ts), last so any later
 * change breaks it.
 */
export const notarizeDeed = async (options: TNotarizeOptions): Promise<Uint8Array> => {
  const { deed, commission, notarizedAt } = options;
  const pdf = await PDFDocument.load(deed.bytes);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const page = pdf.addPage([612, 792]);
  const ink = rgb(0.1, 0.1, 0.1);
  const seal = rgb(0.05, 0.2, 0.55);
  let y = 740;
  const line = (text: string, size = 11, font = regular, color = ink, x = 60) => {
    page.drawText(toWinAnsi(text), { x, y, size, font, color });
    y -= size + 8;
  };
  line('Notarial certificate: acknowledgment by remote online notarization', 14, bold);
  line(`State of ${commission.state}, County of ${commission.county}`);
  y -= 6;
  const dateText = notarizedAt.toISOString().slice(0, 10);
  for (const signer of options.signers) {
    line(`On ${dateText}, ${signer.name} appeared before me by audio-video communication, was identified by`, 10);
    line('credential analysis of a government ID and knowledge-based authentication, and signed this deed.', 10);
    line(signer.signatureName, 20, script, ink, 80);
    page.drawLine({ start: { x: 80, y: y + 22 }, end: { x: 340, y: y + 22 }, thickness: 0.7, color: ink });
    line(`Signature of ${signer.name}, signed ${signer.signedAt.toISOString()}`, 8);
    y -= 8;
  }
  y -= 10;
  // The seal: a bordered stamp with the commission's facts.
  const sealTop = y;
  page.drawRectangle({ x: 60, y: sealTop - 118, width: 300, height: 128, borderColor: seal, borderWidth: 2.5 });
  page.drawRectangle({ x: 66, y: sealTop - 112, width: 288, height: 116, borderColor: seal, borderWidth: 0.8 });
  y = sealTop - 14;
  line('ELECTRONIC NOTARY SEAL', 12, bold, seal, 80);
  line(commission.name, 12, bold, seal, 80);
  line(`Notary Public, State of ${commission.state}`, 10, regular, seal, 80);
  line(`Commission No. ${commission.number}`, 10, regular, seal, 80);
  line(`Commission expires ${commission.expiresOn}`, 10, regular, seal, 80);
  line(`County of ${commission.county}`, 10, regular, seal, 80);
  y = sealTop - 140;
  line(commission.name, 20, script);
  page.drawLine({ start: { x: 60, y: y + 22 }, end: { x: 340, y: y + 22 }, thickness: 0.7, color: ink });
  line(`Notary's electronic signature, ${notarizedAt.toISOString()}. Session ${options.sessionUuid}.`, 8);

  const stamped = await pdf.save();
  const withCertificate = await appendCertificateOfCompletion(stamped, {
    documentTitle: `${deed.name} (notarized)`,
    documentId: deed.documentUuid,
    unsignedSha256: sha256Hex(deed.bytes),
    sender: options.sender,
    signers: options.signers,
    completedAt: notarizedAt,
    sealedBy: await options.sealer.certificate(),
  });
  return options.sealer.seal(withCertificate, {
    reason: `Remote online notarization by ${commission.name}, commission ${commission.number} (${commission.state})`,
    signerName: commission.name,
    location: `${commission.county}, ${commission.state}`,
  });
};
