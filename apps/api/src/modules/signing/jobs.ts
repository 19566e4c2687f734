import { clockNow } from '../../platform/clock.ts';
import { defineJob, statusEntryPayloadOf, ZStatusEntryPayload, type TAnyJobDefinition, type TRetryPolicy } from '../../platform/workflow.ts';
import { findApplicationInEntry, moveFromJob } from '../application/index.ts';
import { generateClosingPackage } from './generate-package.ts';
import { generateNotaryDisclosure } from './notary-disclosure.ts';

export const GENERATE_NOTE_SIGNING_JOB = 'generate-note-signing';
export const GENERATE_NOTARY_DISCLOSURE_JOB = 'generate-notary-disclosure';

const RETRY: TRetryPolicy = { limit: 5, delaySeconds: 1, backoff: true };
// As the other document jobs (decision 016): no status says "a document could not be made"; CREDIT_ERROR routes
// to the timeout page, where an agent reruns it.
const onExhausted = (what: string) => ({ status: 'CREDIT_ERROR', reason: () => `${what} could not be generated after ${RETRY.limit + 1} attempts` });

/** GEN_NOTE_SIGNING: the closing package with its signature places, then NOTE_SIGNING (signing/intro). */
export const generateNoteSigningJob = defineJob({
  name: GENERATE_NOTE_SIGNING_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: RETRY,
  trigger: { status: 'GEN_NOTE_SIGNING', payloadOf: statusEntryPayloadOf, onExhausted: onExhausted('The closing documents') },
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: 'GEN_NOTE_SIGNING', ...payload });
    if (!application) return;
    const rows = await generateClosingPackage({ db: context.db, files: context.files, application, date: await clockNow(context.db) });
    await moveFromJob(context, {
      uuid: application.uuid,
      to: 'NOTE_SIGNING',
      reason: 'Closing documents generated',
      expectedFrom: 'GEN_NOTE_SIGNING',
      details: { documents: rows.map((row) => row.kind) },
    });
  },
});

/** GEN_NOTARY_DISCLOSURE: the notary disclosure (fees, how the session works), then DEED_SIGNING. */
export const generateNotaryDisclosureJob = defineJob({
  name: GENERATE_NOTARY_DISCLOSURE_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: RETRY,
  trigger: { status: 'GEN_NOTARY_DISCLOSURE', payloadOf: statusEntryPayloadOf, onExhausted: onExhausted('The notary disclosure') },
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: 'GEN_NOTARY_DISCLOSURE', ...payload });
    if (!application) return;
    await generateNotaryDisclosure({ db: context.db, files: context.files, application, date: await clockNow(context.db) });
    await moveFromJob(context, {
      uuid: application.uuid,
      to: 'DEED_SIGNING',
      reason: 'Notary disclosure generated',
      expectedFrom: 'GEN_NOTARY_DISCLOSURE',
      details: { documents: ['NOTARY_DISCLOSURE'] },
    });
  },
});

export const signingJobs: TAnyJobDefinition[] = [generateNoteSigningJob, generateNotaryDisclosureJob];
