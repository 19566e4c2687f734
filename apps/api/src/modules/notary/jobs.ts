import { isRemoteNotaryAccepted } from '@lintel/domain';
import { defineJob, DEFAULT_RETRY, statusEntryPayloadOf, ZStatusEntryPayload } from '../../platform/workflow.ts';
import { findApplicationInEntry, moveFromJob } from '../application/index.ts';

export const MANUAL_NOTARY_ROUTING_JOB = 'notary-manual-routing';

/**
 * DEED_SIGNING, once per entry: where the property's state does not accept a remotely notarized deed for
 * recording (the RON table of packages/domain/src/notary), the manual notary path takes over (spec 04 section
 * 9.3): MANUAL_DEED_SIGNING with manualNotary set, whose page is notary/reserve-manual.
 */
export const manualNotaryRoutingJob = defineJob({
  name: MANUAL_NOTARY_ROUTING_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: {
    status: 'DEED_SIGNING',
    payloadOf: statusEntryPayloadOf,
    onExhausted: { status: 'DEED_SIGNING', reason: () => 'The notary routing did not run; an agent should check the notary path' },
  },
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: 'DEED_SIGNING', ...payload });
    if (!application || isRemoteNotaryAccepted(application.propertyState)) return;
    await moveFromJob(context, {
      uuid: application.uuid,
      to: 'MANUAL_DEED_SIGNING',
      expectedFrom: 'DEED_SIGNING',
      reason: `${application.propertyState} does not accept a remotely notarized deed for recording`,
      fields: { manualNotary: true },
    });
  },
});

export const notaryJobs = [manualNotaryRoutingJob];
