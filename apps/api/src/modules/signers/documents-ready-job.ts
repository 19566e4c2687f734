import { getBrand } from '@lintel/brands';
import { SIGNER_RESUME_PAGE } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import {
  DEFAULT_RETRY,
  defineJob,
  statusEntryPayloadOf,
  ZStatusEntryPayload,
} from '../../platform/workflow.ts';
import { findApplicationInEntry } from '../application/index.ts';
import { buildAppLink, queueMessage } from '../outbox/index.ts';
import { documentsReadyFor } from './co-deed-status.ts';
import { documentsReadyEmail } from './documents-ready-message.ts';
import { findLiveSigners } from './find-signers.ts';
import { invitedByOf, propertyLineOf } from './issue-invitation.ts';
import type { TSignerRow } from './tables.ts';

export const SIGNER_DOCUMENTS_READY_JOB = 'signer-documents-ready';

/**
 * NOTE_SIGNING, once per entry: the closing package has just been made (GEN_NOTE_SIGNING), with the notices and
 * deed places of every co-owner already named. A co-owner who accepted their invitation before that was told "We
 * will email you when your documents are ready": each one whose documents are now there to sign gets that email.
 * Co-owners named later arrive at documents that are already there (their invitation is the message). All the
 * emails of one entry go in one transaction, so a retried job does not send some twice.
 */
export const signerDocumentsReadyJob = defineJob({
  name: SIGNER_DOCUMENTS_READY_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: {
    status: 'NOTE_SIGNING',
    payloadOf: statusEntryPayloadOf,
    // A missed email leaves the co-owner's pages to say so; the application itself carries on.
    onExhausted: {
      status: 'NOTE_SIGNING',
      reason: () => "The co-owners' documents-ready emails could not be queued",
    },
  },
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: 'NOTE_SIGNING', ...payload });
    if (!application) return;
    const signers = (await findLiveSigners(context.db, application.uuid)).filter(
      (signer) => signer.acceptedAt && !signer.signedAt,
    );
    const ready: TSignerRow[] = [];
    for (const signer of signers)
      if (await documentsReadyFor(context.db, signer, application.status)) ready.push(signer);
    if (ready.length === 0) return;
    const brand = getBrand(application.organizationCode);
    if (!brand) throw new Error(`signers: unknown organisation ${application.organizationCode}`);
    const now = await clockNow(context.db);
    const publicUrl = context.config.publicUrl;
    await context.db.transaction(async (tx) => {
      for (const signer of ready) {
        const url = buildAppLink({
          publicUrl,
          path: `${SIGNER_RESUME_PAGE}?applicationUuid=${application.uuid}`,
          orgCode: signer.organizationCode,
        });
        const content = documentsReadyEmail({
          brand,
          signerFirstName: signer.firstName,
          invitedBy: invitedByOf(application),
          propertyLine: propertyLineOf(application),
          url,
        });
        await queueMessage({
          tx,
          jobs: context.jobs,
          publicUrl,
          now,
          message: {
            channel: 'EMAIL',
            kind: 'signer-documents-ready',
            orgCode: signer.organizationCode,
            to: signer.email,
            content,
          },
        });
      }
    });
  },
});
