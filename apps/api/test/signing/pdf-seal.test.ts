import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendCertificateOfCompletion,
  createLazySealer,
  createPdfSealer,
  createSandboxCertificate,
  resolveSealingCertificate,
  sha256Hex,
  type TPdfSealer,
} from '../../src/platform/pdf-seal.ts';

// poppler-utils: .ci/run installs it; pdfsig is what a reader without our code uses to check a seal.
const pdfsig = (file: string) => spawnSync('pdfsig', [file], { encoding: 'utf8' });
const pdftotext = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

const samplePdf = async (): Promise<Uint8Array> => {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle('Home Equity Line of Credit Agreement');
  doc.setLanguage('en-US');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('Borrower: Ada Lovelace. Credit limit $85,000.00. APR 8.250%.', { x: 54, y: 700, size: 11, font });
  return doc.save();
};

describe('sealPdf and the certificate of completion (spec 04 section 9.4)', () => {
  let dir: string;
  let sealer: TPdfSealer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lintel-seal-'));
    sealer = await createPdfSealer(await resolveSealingCertificate({ dataDir: dir, signingCertificate: { p12File: undefined, password: undefined } }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seals a PDF: pdfsig finds a valid signature covering the whole document; one changed byte makes it invalid', async () => {
    const unsigned = await samplePdf();
    const withCertificate = await appendCertificateOfCompletion(unsigned, {
      documentTitle: 'Home Equity Line of Credit Agreement',
      documentId: '00000000-0000-4000-8000-000000000001',
      unsignedSha256: sha256Hex(unsigned),
      pageCount: 1,
      sender: 'Lintel Home Equity',
      completedAt: new Date('2026-11-23T16:00:00Z'),
      sealedBy: await sealer.certificate,
      signers: [
        {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          role: 'Borrower',
          consent: { at: new Date('2026-11-23T15:50:00Z'), version: '2026-11-01' },
          viewedAt: new Date('2026-11-23T15:55:00Z'),
          signedAt: new Date('2026-11-23T15:59:00Z'),
          ipAddress: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 \u{1F600}',
          location: '42.3601, -71.0589 (within 30 m)',
          signatureMethod: 'typed',
          places: 3,
        },
      ],
    });
    const sealed = await sealer.seal(withCertificate, {
      reason: 'Signed electronically by Ada Lovelace',
      signerName: 'Lintel Home Equity',
      location: 'Boston, MA',
    });
    const file = path.join(dir, 'sealed.pdf');
    writeFileSync(file, sealed);

    const report = pdfsig(file);
    expect(report.stdout).toContain('Signature Validation: Signature is Valid.');
    expect(report.stdout).toContain('Total document signed');
    expect(report.status).toBe(0);

    const text = pdftotext(file);
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(sha256Hex(unsigned));
    expect(text).toContain('203.0.113.7');
    expect(text).toContain('Chrome/130.0');

    // One byte of the signed content changed (the signature's /Reason text, inside a signed range).
    const tampered = Buffer.from(readFileSync(file));
    const at = tampered.indexOf('Signed electronically by Ada');
    expect(at).toBeGreaterThan(0);
    tampered[at] = 'E'.charCodeAt(0);
    const tamperedFile = path.join(dir, 'tampered.pdf');
    writeFileSync(tamperedFile, tampered);
    const tamperedReport = pdfsig(tamperedFile);
    expect(tamperedReport.stdout).not.toContain('Signature Validation: Signature is Valid.');
    expect(tamperedReport.stdout).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('keeps one sandbox certificate in DATA_DIR across starts, and reads a configured PKCS#12 with its password', async () => {
    const again = await resolveSealingCertificate({ dataDir: dir, signingCertificate: { p12File: undefined, password: undefined } });
    expect(again.generated).toBe(true);
    expect((await createPdfSealer(again)).certificate.sha256Fingerprint).toBe(sealer.certificate.sha256Fingerprint);

    const own = await createSandboxCertificate('Example Lender Sealing');
    const p12File = path.join(dir, 'lender.p12');
    writeFileSync(p12File, own.p12);
    const configured = createLazySealer({ dataDir: dir, signingCertificate: { p12File, password: own.password } });
    await configured.ready();
    expect((await configured.certificate()).subject).toBe('Example Lender Sealing');
    const wrong = createLazySealer({ dataDir: dir, signingCertificate: { p12File, password: 'not-the-password' } });
    await expect(wrong.ready()).rejects.toThrow();
  });
});
