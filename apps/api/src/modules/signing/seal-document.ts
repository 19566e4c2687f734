import { getBrand } from '@lintel/brands';
import { describeSigningLocation } from '@lintel/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PDFImage } from 'pdf-lib';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { appendCertificateOfCompletion, toWinAnsi, type TCompletionSigner, type TLazySealer } from '../../platform/pdf-seal.ts';
import type { TApplicationRow } from '../application/index.ts';
import { findDocumentRow, readDocumentBytes, removeGeneratedDocuments, storeGeneratedDocument } from '../documents/index.ts';
import { signatureEvents, signaturePlaces, signingDocuments, type TSignatureEventRow, type TSigningDocumentRow } from './tables.ts';

export type TSealContext = { db: Db; files: TFileStore; sealer: TLazySealer };

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part[0]!.toUpperCase()}.`)
    .join('');

const dataUrlBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/**
 * Writes the recorded signatures into the unsigned document, appends the certificate of completion (each signer,
 * times, IP address, user agent, location, the unsigned document's SHA-256) and seals the whole with the
 * lender's certificate. The sealed copy is stored as a signed document of the application (replacing an earlier
 * sealed copy of the same document). Answers the sealed copy's document uuid.
 */
export const sealDocument = async (
  context: TSealContext & { application: TApplicationRow; document: TSigningDocumentRow; completedAt: Date },
): Promise<{ documentUuid: string; bytes: Uint8Array }> => {
  const { db, files, sealer, application, document } = context;
  const unsignedRow = await findDocumentRow({ db, documentUuid: document.documentUuid });
  if (!unsignedRow) throw new Error(`unsigned document ${document.documentUuid} is missing`);
  const unsigned = await readDocumentBytes({ files, document: unsignedRow });
  const places = await db
    .select()
    .from(signaturePlaces)
    .where(eq(signaturePlaces.signingDocumentUuid, document.uuid))
    .orderBy(asc(signaturePlaces.position));
  const eventUuids = [...new Set(places.map((place) => place.signatureEventUuid).filter((uuid): uuid is string => uuid !== null))];
  const events: TSignatureEventRow[] = eventUuids.length
    ? await db.select().from(signatureEvents).where(inArray(signatureEvents.uuid, eventUuids)).orderBy(asc(signatureEvents.signedAt))
    : [];
  const byUuid = new Map(events.map((event) => [event.uuid, event]));

  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.load(unsigned, { updateMetadata: false });
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const small = await pdf.embedFont(StandardFonts.Helvetica);
  const images = new Map<string, PDFImage>();
  const pages = pdf.getPages();
  for (const place of places) {
    const event = place.signatureEventUuid ? byUuid.get(place.signatureEventUuid) : undefined;
    const page = pages[place.page];
    if (!event || !page) continue;
    const ink = rgb(0.05, 0.1, 0.35);
    if (place.kind === 'INITIALS') {
      const text = toWinAnsi(initialsOf(event.name));
      const size = Math.min(14, place.height - 6);
      page.drawText(text, { x: place.x + 6, y: place.y + (place.height - size) / 2 + 2, size, font: italic, color: ink });
      continue;
    }
    let image = images.get(event.uuid);
    if (!image) {
      image = await pdf.embedPng(dataUrlBytes(event.image));
      images.set(event.uuid, image);
    }
    const scale = Math.min(place.width / image.width, (place.height - 2) / image.height, 1);
    page.drawImage(image, { x: place.x + 2, y: place.y + 2, width: image.width * scale, height: image.height * scale });
    page.drawText(toWinAnsi(`Signed electronically by ${event.name}`), { x: place.x + place.width + 8, y: place.y + 14, size: 7, font: small, color: ink });
    page.drawText(`${event.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`, { x: place.x + place.width + 8, y: place.y + 5, size: 7, font: small, color: ink });
  }
  const stamped = await pdf.save();

  const brand = getBrand(application.organizationCode);
  const signers: TCompletionSigner[] = events.map((event) => ({
    name: event.name,
    email: event.email,
    role: event.role,
    ...(event.consentAt && event.consentVersion ? { consent: { at: event.consentAt, version: event.consentVersion } } : {}),
    ...(event.viewedAt ? { viewedAt: event.viewedAt } : {}),
    signedAt: event.signedAt,
    ipAddress: event.ipAddress,
    userAgent: event.userAgent,
    ...(event.location ? { location: describeSigningLocation(event.location) } : {}),
    signatureMethod: event.method === 'DRAWN' ? 'drawn' : `typed ("${event.typedName ?? event.name}")`,
    places: places.filter((place) => place.signatureEventUuid === event.uuid).length,
  }));
  const certificate = await sealer.certificate();
  const withCertificate = await appendCertificateOfCompletion(stamped, {
    documentTitle: document.title,
    documentId: document.documentUuid,
    unsignedSha256: document.unsignedSha256,
    pageCount: document.pageCount,
    sender: brand?.companyName ?? application.organizationCode,
    signers,
    completedAt: context.completedAt,
    sealedBy: { subject: certificate.subject, sha256Fingerprint: certificate.sha256Fingerprint },
  });
  const sealed = await sealer.seal(withCertificate, {
    reason: `Signed electronically by ${events.map((event) => event.name).join(', ') || 'nobody'}`,
    signerName: brand?.companyName ?? application.organizationCode,
    location: brand?.companyAddress ?? 'Lintel',
    contactInfo: brand?.supportEmail ?? '',
    signingTime: context.completedAt,
  });
  const stored = await storeGeneratedDocument({
    db,
    files,
    application,
    type: unsignedRow.type as Parameters<typeof storeGeneratedDocument>[0]['type'],
    name: unsignedRow.name.replace(/\.pdf$/, '-signed.pdf'),
    bytes: sealed,
    signed: true,
    replace: false,
  });
  const previous = document.signedDocumentUuid;
  await db
    .update(signingDocuments)
    .set({ signedDocumentUuid: stored.uuid, sealedAt: context.completedAt })
    .where(eq(signingDocuments.uuid, document.uuid));
  if (previous) await removeGeneratedDocuments({ db, files, applicationUuid: application.uuid, documentUuids: [previous] });
  return { documentUuid: stored.uuid, bytes: sealed };
};
