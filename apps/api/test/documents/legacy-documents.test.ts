import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationDocuments } from '../../src/modules/offers/tables.ts';
import type { TDatabase } from '../../src/platform/database.ts';
import { createApplicationBody, createApplicationVia } from '../application/application-fixtures.ts';
import { bearer, buildTestApp, openTestDatabase, registerApplicant } from '../helper.ts';
import { samplePdf } from './sample-files.ts';

describe('generated PDFs kept as database rows before decision 018', () => {
  let database: TDatabase | undefined;
  afterAll(async () => database?.close());

  it('move into the file store at start, keep their time, and read back the same', async () => {
    database = await openTestDatabase();
    const first = await buildTestApp({ database });
    const applicant = await registerApplicant(first.app);
    const { uuid } = await createApplicationVia(first.app, applicant.jwt, createApplicationBody());
    const pdf = await samplePdf();
    const createdAt = new Date('2026-10-01T12:00:00.000Z');
    // As the previous version stored it.
    await first.db.insert(applicationDocuments).values({ applicationUuid: uuid, documentType: 'APPLICATION_SUMMARY', contentBase64: pdf.toString('base64'), createdAt });
    await first.close();

    const second = await buildTestApp({ database });
    try {
      expect(await second.db.select().from(applicationDocuments)).toEqual([]);
      const list = await second.app.inject({ method: 'GET', url: `/service-document/api/v1/applications/${uuid}/documents`, headers: bearer(applicant.jwt) });
      expect(list.json()).toEqual([
        expect.objectContaining({
          type: 'APPLICATION_SUMMARY',
          name: 'application-summary.pdf',
          contentType: 'application/pdf',
          sizeBytes: pdf.length,
          sha256: createHash('sha256').update(pdf).digest('hex'),
          createdAt: createdAt.toISOString(),
        }),
      ]);
      const summary = await second.app.inject({
        method: 'GET',
        url: `/service-application/api/v1/application/heloc/${uuid}/documents/APPLICATION_SUMMARY`,
        headers: bearer(applicant.jwt),
      });
      expect(summary.rawPayload.equals(pdf)).toBe(true);
    } finally {
      await second.close();
    }
  }, 60_000);
});
