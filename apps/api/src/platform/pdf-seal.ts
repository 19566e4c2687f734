import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { TConfig } from './config.ts';

/*
 * Sealing (spec 04 section 9.4, decision 031): a PDF digital signature by the lender's certificate over the whole
 * file, so that any change to a sealed PDF breaks the signature in any standard reader (pdfsig, Acrobat).
 * The certificate is the PKCS#12 file named by SIGNING_CERT_P12 (with SIGNING_CERT_PASSWORD), or, when unset,
 * a self-signed sandbox certificate generated once in DATA_DIR at first start.
 */

export const GENERATED_CERTIFICATE_FILE = 'signing-certificate.json';

export type TSealingCertificate = {
  /** The PKCS#12 bytes (private key and certificate). */
  p12: Buffer;
  password: string;
  /** True for the sandbox certificate generated in DATA_DIR. */
  generated: boolean;
};

export type TSealOptions = {
  /** Why the document is sealed, e.g. "Signed electronically by Ada Lovelace". Shown by PDF readers. */
  reason: string;
  /** The name recorded in the signature dictionary (/Name). */
  signerName: string;
  /** Where it was sealed, e.g. "Lintel Home Equity, Boston, MA" or a signer's stated location. */
  location: string;
  contactInfo?: string;
  /** The time written into the signature; now when omitted. */
  signingTime?: Date;
};

export type TPdfSealer = {
  /** The PDF sealed with a digital signature covering every byte of the answered file. */
  seal: (pdf: Uint8Array, options: TSealOptions) => Promise<Uint8Array>;
  /** Who seals: the certificate's subject common name and its SHA-256 fingerprint (hex). */
  certificate: { subject: string; sha256Fingerprint: string; generated: boolean };
};

const SANDBOX_SUBJECT = 'Lintel Sandbox Document Sealing';

/** A self-signed RSA-2048 certificate for document signing, as PKCS#12 protected by a random password. */
export const createSandboxCertificate = async (commonName = SANDBOX_SUBJECT): Promise<{ p12: Buffer; password: string }> => {
  const forge = (await import('node-forge')).default;
  // Node's native generator: forge's pure-JS RSA key generation takes seconds.
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(pair.privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  // Positive serial (leading byte below 0x80), 16 random bytes.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const attributes = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Lintel (sandbox)' },
    { name: 'countryName', value: 'US' },
  ];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  const password = randomBytes(18).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], password, { algorithm: '3des', friendlyName: commonName });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), password };
};

const readGenerated = (file: string): TSealingCertificate => {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { p12: string; password: string };
  return { p12: Buffer.from(stored.p12, 'base64'), password: stored.password, generated: true };
};

/**
 * SIGNING_CERT_P12 when set; else the sandbox certificate in DATA_DIR, created on the first call. Two processes
 * starting together agree on one certificate: the file is created exclusively and the loser reads the winner's.
 */
export const resolveSealingCertificate = async (
  config: Pick<TConfig, 'dataDir' | 'signingCertificate'>,
): Promise<TSealingCertificate> => {
  const { signingCertificate, dataDir } = config;
  if (signingCertificate.p12File)
    return { p12: readFileSync(signingCertificate.p12File), password: signingCertificate.password ?? '', generated: false };
  const file = path.join(dataDir, GENERATED_CERTIFICATE_FILE);
  if (existsSync(file)) return readGenerated(file);
  const created = await createSandboxCertificate();
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify({ p12: created.p12.toString('base64'), password: created.password }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readGenerated(file);
    throw error;
  }
  return { ...created, generated: true };
};

/** Opens the PKCS#12 once (a wrong password or a broken file fails here, at start) and answers the sealer. */
export const createPdfSealer = async (certificate: TSealingCertificate): Promise<TPdfSealer> => {
  const forge = (await import('node-forge')).default;
  const asn1 = forge.asn1.fromDer(certificate.p12.toString('binary'));
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, certificate.password);
  const certBag = forge.pki.oids.certBag ?? '1.2.840.113549.1.12.10.1.3';
  const bags = p12.getBags({ bagType: certBag })[certBag] ?? [];
  const cert = bags.find((bag: { cert?: unknown }) => bag.cert)?.cert;
  if (!cert) throw new Error('SIGNING_CERT_P12 holds no certificate');
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const subject = String(cert.subject.getField('CN')?.value ?? 'unnamed');
  const { P12Signer } = await import('@signpdf/signer-p12');

  const seal = async (pdf: Uint8Array, options: TSealOptions): Promise<Uint8Array> => {
    const [{ PDFDocument }, { pdflibAddPlaceholder }, { SignPdf }] = await Promise.all([
      import('pdf-lib'),
      import('@signpdf/placeholder-pdf-lib'),
      import('@signpdf/signpdf'),
    ]);
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    const signingTime = options.signingTime ?? new Date();
    pdflibAddPlaceholder({
      pdfDoc: doc,
      reason: toWinAnsi(options.reason),
      contactInfo: toWinAnsi(options.contactInfo ?? ''),
      name: toWinAnsi(options.signerName),
      location: toWinAnsi(options.location),
      signingTime,
      appName: 'Lintel',
    });
    // The placeholder's byte range must sit in plain (uncompressed) objects for the signer to find and fill it.
    const prepared = await doc.save({ useObjectStreams: false });
    // A P12Signer reads its PKCS#12 buffer once (forge consumes it on the first sign): one per seal.
    const signer = new P12Signer(certificate.p12, { passphrase: certificate.password });
    const signed = await new SignPdf().sign(Buffer.from(prepared), signer, signingTime);
    return new Uint8Array(signed);
  };

  return { seal, certificate: { subject, sha256Fingerprint: createHash('sha256').update(der).digest('hex'), generated: certificate.generated } };
};

// ---------------------------------------------------------------------------------------------------------------
// Certificate of completion

export type TCompletionSigner = {
  name: string;
  email: string;
  /** e.g. "Borrower", "Additional owner". */
  role: string;
  /** E-SIGN consent: when, and which version of the text. */
  consent?: { at: Date; version: string };
  /** First time the signer opened the document. */
  viewedAt?: Date;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  /** As the browser reported it ("42.3601, -71.0589 (within 30 m)") or as the signer stated it ("MA, stated"). */
  location?: string;
  /** "typed" or "drawn". */
  signatureMethod: string;
  /** Places signed or initialled in this document. */
  places: number;
};

export type TCompletionCertificate = {
  /** The document's title, e.g. "Home Equity Line of Credit Agreement". */
  documentTitle: string;
  /** The id of the unsigned document (its uuid in the documents module). */
  documentId: string;
  /** SHA-256 (hex) of the unsigned document's bytes, as generated. */
  unsignedSha256: string;
  /** Pages of the unsigned document. */
  pageCount?: number;
  /** Who sent it, e.g. the brand's legal name. */
  sender: string;
  signers: readonly TCompletionSigner[];
  completedAt: Date;
  /** The sealing certificate, so a reader knows whose signature to expect. */
  sealedBy?: { subject: string; sha256Fingerprint: string };
};

// The standard fonts encode WinAnsi only: anything else (curly quotes, emoji in a user agent) is replaced, never a crash.
export const toWinAnsi = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

const iso = (date: Date): string => `${date.toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, '')} UTC`;

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
    // A single word wider than the line (a long user agent token): cut it.
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
};

/**
 * Appends the certificate of completion (real text pages) to a PDF: the document, its unsigned hash, and for
 * each signer the name, email, consent, times, IP address, user agent, location and method. Answers new bytes;
 * seal after this, so the certificate is covered by the seal too.
 */
export const appendCertificateOfCompletion = async (pdf: Uint8Array, certificate: TCompletionCertificate): Promise<Uint8Array> => {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const size = { width: 612, height: 792, margin: 54 };
  const width = size.width - 2 * size.margin;
  let page: PDFPage = doc.addPage([size.width, size.height]);
  let y = size.height - size.margin;
  const color = rgb(0.1, 0.1, 0.1);

  const write = (text: string, font: PDFFont, fontSize: number, x = size.margin) => {
    if (y - fontSize < size.margin) {
      page = doc.addPage([size.width, size.height]);
      y = size.height - size.margin;
    }
    y -= fontSize;
    page.drawText(text, { x, y, size: fontSize, font, color });
    y -= 4;
  };
  const paragraph = (text: string, font = regular, fontSize = 10) => {
    for (const line of wrap(text, font, fontSize, width)) write(line, font, fontSize);
  };
  // A hash or id on its own line below its label, whole, so it can be copied and searched in one piece.
  const code = (label: string, value: string) => {
    write(toWinAnsi(`${label}:`), bold, 10);
    for (const line of wrap(value, mono, 9, width)) write(line, mono, 9, size.margin + 12);
  };
  const row = (label: string, value: string, valueFont = regular) => {
    const labelText = toWinAnsi(`${label}: `);
    const indent = bold.widthOfTextAtSize(labelText, 10);
    const lines = wrap(value, valueFont, 10, width - indent);
    write(labelText, bold, 10);
    y += 14;
    lines.forEach((line, index) => write(line, valueFont, 10, size.margin + (index === 0 ? indent : 0)));
  };

  paragraph('Certificate of Completion', bold, 18);
  paragraph(
    'This certificate records how the document above was signed electronically. It is part of the sealed file: ' +
      'a change to any page, including this one, breaks the digital signature.',
  );
  y -= 8;
  paragraph('Document', bold, 12);
  row('Title', certificate.documentTitle);
  code('Document ID', certificate.documentId);
  code('SHA-256 of the unsigned document', certificate.unsignedSha256);
  if (certificate.pageCount !== undefined) row('Pages of the unsigned document', String(certificate.pageCount));
  row('Sent by', certificate.sender);
  row('Completed', iso(certificate.completedAt));
  if (certificate.sealedBy) {
    row('Sealed by', certificate.sealedBy.subject);
    code('Sealing certificate SHA-256', certificate.sealedBy.sha256Fingerprint);
  }
  certificate.signers.forEach((signer, index) => {
    y -= 8;
    paragraph(`Signer ${index + 1}: ${signer.name}`, bold, 12);
    row('Role', signer.role);
    row('Email', signer.email);
    if (signer.consent) row('Electronic records consent', `${iso(signer.consent.at)}, version ${signer.consent.version}`);
    if (signer.viewedAt) row('Viewed', iso(signer.viewedAt));
    row('Signed', iso(signer.signedAt));
    row('Signature', `${signer.signatureMethod}, ${signer.places} place${signer.places === 1 ? '' : 's'}`);
    row('IP address', signer.ipAddress);
    row('User agent', signer.userAgent);
    row('Location', signer.location ?? 'not given');
  });
  return doc.save();
};

/** The SHA-256 (hex) of bytes: the hash the certificate of completion records for the unsigned document. */
export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * The sealer the server uses (`app.sealer`): opened on the first seal, not at every start (node-forge and the
 * sandbox key generation cost time no request needs until something is signed). A configured SIGNING_CERT_P12
 * is opened at start by `ready()` so a wrong password stops the server instead of the first signing.
 */
export type TLazySealer = {
  seal: (pdf: Uint8Array, options: TSealOptions) => Promise<Uint8Array>;
  certificate: () => Promise<TPdfSealer['certificate']>;
  ready: () => Promise<void>;
};

export const createLazySealer = (config: Pick<TConfig, 'dataDir' | 'signingCertificate'>): TLazySealer => {
  let opened: Promise<TPdfSealer> | undefined;
  const open = () => {
    opened ??= resolveSealingCertificate(config).then(createPdfSealer);
    // A failure is not cached: the next call tries again (a file being put in place, say).
    opened.catch(() => {
      opened = undefined;
    });
    return opened;
  };
  return {
    seal: async (pdf, options) => (await open()).seal(pdf, options),
    certificate: async () => (await open()).certificate,
    ready: async () => {
      if (config.signingCertificate.p12File) await open();
    },
  };
};
