// Issue 12: the time to generate and seal one closing package (p50 and p95 over 20 packages), in-process with
// the server's own code: the seven documents laid out with pdf-lib (closing-documents.ts), then for each document
// signed outside the notary the signature written into its places, the certificate of completion appended and
// the PDF digital signature applied (platform/pdf-seal.ts, the sandbox certificate). Storage and the database
// are left out: they are the documents module's, measured elsewhere.
// Run alone with `npx tsx bench/signing-package.ts`; npm run bench runs it with the others.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarizeOffer } from '@lintel/domain';
import { BUDGETS } from './budgets.ts';
import type { TCheck } from './server-throughput.ts';

const PACKAGES = 20;
// A 1x1 PNG stands for the adopted signature image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const measureSigningPackage = async (): Promise<TCheck[]> => {
  const { renderClosingPackage } = await import('../apps/api/src/modules/signing/closing-documents.ts');
  const { appendCertificateOfCompletion, createPdfSealer, resolveSealingCertificate, sha256Hex } = await import('../apps/api/src/platform/pdf-seal.ts');
  const { PDFDocument } = await import('pdf-lib');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lintel-bench-signing-'));
  try {
    const sealer = await createPdfSealer(await resolveSealingCertificate({ dataDir, signingCertificate: { p12File: undefined, password: undefined } }));
    const offer = { ...summarizeOffer({ draw: 85_000, feeRate: '0.0299', annualRatePercent: 8.25, termYears: 10 }), feeRate: '0.0299', annualRatePercent: 8.25, termYears: 10, rateType: 'FIXED' };
    const facts = {
      loanNumber: 'BENCH-0001',
      lender: { name: 'Lintel Lending, LLC', address: '1 Harbor Way, Boston, MA 02110', nmls: '123456', phone: '(888) 819-6388', email: 'help@lintel.example' },
      borrower: { key: 'PRIMARY', name: 'Ada Lovelace', email: 'ada@example.com' },
      owners: [{ key: 'PRIMARY', name: 'Ada Lovelace' }],
      property: { address: '12 Main St, Denver, CO 80202', state: 'CO', county: 'Denver County', apn: '123-456-789', floodZone: 'X', inFloodHazardArea: false },
      primaryResidence: true,
      offer,
      date: new Date('2026-11-23T12:00:00Z'),
    };
    const timings: number[] = [];
    for (let run = 0; run < PACKAGES; run += 1) {
      const started = performance.now();
      const documents = await renderClosingPackage(facts);
      for (const document of documents.filter((each) => each.kind !== 'DEED_OF_TRUST')) {
        const pdf = await PDFDocument.load(document.bytes, { updateMetadata: false });
        const image = await pdf.embedPng(PNG);
        for (const place of document.places) pdf.getPages()[place.page]!.drawImage(image, { x: place.x, y: place.y, width: 40, height: 20 });
        const stamped = await pdf.save();
        const signedAt = new Date();
        const withCertificate = await appendCertificateOfCompletion(stamped, {
          documentTitle: document.title,
          documentId: `bench-${run}-${document.kind}`,
          unsignedSha256: sha256Hex(document.bytes),
          pageCount: document.pageCount,
          sender: facts.lender.name,
          completedAt: signedAt,
          sealedBy: sealer.certificate,
          signers: [{ name: 'Ada Lovelace', email: 'ada@example.com', role: 'Borrower', signedAt, ipAddress: '127.0.0.1', userAgent: 'bench', location: 'CO (stated by the signer)', signatureMethod: 'typed', places: document.places.length }],
        });
        await sealer.seal(withCertificate, { reason: 'Signed electronically by Ada Lovelace', signerName: facts.lender.name, location: 'Boston, MA', signingTime: signedAt });
      }
      timings.push(performance.now() - started);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    return [
      { name: `closing package generated and sealed, p50 over ${PACKAGES}`, figure: `${p50.toFixed(0)} ms`, ok: true },
      { name: `closing package generated and sealed, p95 over ${PACKAGES}`, figure: `${p95.toFixed(0)} ms (budget ${BUDGETS.signingPackageP95MaxMs} ms)`, ok: p95 <= BUDGETS.signingPackageP95MaxMs },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const checks = await measureSigningPackage();
  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'OVER'} ${check.name}: ${check.figure}`);
  process.exit(checks.every((check) => check.ok) ? 0 : 1);
}
