import { DEFAULT_RETRY, defineJob, statusEntryPayloadOf, ZStatusEntryPayload } from '../../platform/workflow.ts';
import { findApplicationInEntry } from '../application/index.ts';
import { signerDocumentsReadyJob } from './documents-ready-job.ts';
import { moveOnWhenAllSigned } from './move-on-when-signed.ts';

export const CO_DEED_ENTRY_JOB = 'signers-co-deed-entry';

/**
 * CO_DEED_REQ, once per entry: when every co-owner is already done before the notary (each verified and with
 * nothing of their own to sign, on a property that is not a primary residence), nothing would ever move the
 * application on from here: it moves on at once.
 */
export const coDeedEntryJob = defineJob({
  name: CO_DEED_ENTRY_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: {
    status: 'CO_DEED_REQ',
    payloadOf: statusEntryPayloadOf,
    // Staying in CO_DEED_REQ is safe: the next signature, identity check or withdrawal checks again.
    onExhausted: { status: 'CO_DEED_REQ', reason: () => 'The co-owners could not be checked on entering CO_DEED_REQ' },
  },
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: 'CO_DEED_REQ', ...payload });
    if (application) await moveOnWhenAllSigned({ db: context.db, applicationUuid: application.uuid });
  },
});

export const signerJobs = [signerDocumentsReadyJob, coDeedEntryJob];
