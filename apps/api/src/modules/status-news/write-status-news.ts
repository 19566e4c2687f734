import type { FastifyBaseLogger } from 'fastify';
import { getBrand } from '@lintel/brands';
import {
  applicationPagePath,
  isRemoteNotaryAccepted,
  isStatusNewsStatus,
  statusNewsOf,
  type TStatusNewsStatus,
} from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TJobs } from '../../platform/jobs.ts';
import { findApplicationByUuid, type TApplicationRow } from '../application/index.ts';
import { findTextMessageNumber } from '../comms-prefs/index.ts';
import { findRescissionOwners } from '../funding/index.ts';
import { findIdentity } from '../identity/index.ts';
import { buildAppLink, queueMessage } from '../outbox/index.ts';

export type TStatusNewsOptions = { jobs: TJobs; publicUrl: string; log: FastifyBaseLogger };

/** The applicant's own last day to cancel, once the funding timeline (GEN_RESCISSION) has written it. */
const lastDayToCancelOf = async (tx: Db, application: TApplicationRow): Promise<string | null> => {
  const owners = await findRescissionOwners(tx, application.uuid);
  return owners.find((owner) => owner.identityUuid === application.ownerIdentityUuid)?.lastDay ?? null;
};

const writeNews = async (
  tx: Db,
  options: TStatusNewsOptions,
  uuid: string,
  status: TStatusNewsStatus,
): Promise<void> => {
  const application = await findApplicationByUuid({ db: tx, uuid });
  const brand = application && getBrand(application.organizationCode);
  if (!application || !brand) return;
  const orgCode = application.organizationCode;
  const news = statusNewsOf(status, {
    brand,
    url: buildAppLink({ publicUrl: options.publicUrl, path: applicationPagePath(uuid), orgCode }),
    rescissionLastDay: status === 'RESCISSION' ? await lastDayToCancelOf(tx, application) : null,
    // The DEED_SIGNING job moves a state that does not record a remote notarization on to MANUAL_DEED_SIGNING at
    // once: this news already tells that applicant to book the visit, so MANUAL_DEED_SIGNING sends none of its own.
    notaryInPerson: application.manualNotary === true || !isRemoteNotaryAccepted(application.propertyState),
    propertyState: application.propertyState,
  });
  // The application's contact email, else the owner's login email (as the condition emails do).
  const email =
    application.email ??
    (await findIdentity({ db: tx, identityUuid: application.ownerIdentityUuid }))?.email ??
    null;
  const send = { tx, jobs: options.jobs, publicUrl: options.publicUrl };
  if (email)
    await queueMessage({
      ...send,
      message: { channel: 'EMAIL', kind: news.kind, orgCode, to: email, content: news.email },
    });
  const phone = await findTextMessageNumber({
    db: tx,
    organizationCode: orgCode,
    identityUuid: application.ownerIdentityUuid,
  });
  if (phone)
    await queueMessage({
      ...send,
      message: {
        channel: 'SMS',
        kind: news.kind,
        orgCode,
        to: phone,
        text: news.text,
        url: news.email.action.url,
      },
    });
};

/**
 * Called inside the transaction of every entry into a status (the application module's status-entry hook):
 * for a milestone, writes the applicant's news to the outbox in that transaction, so it exists exactly when
 * the entry committed, once per entry, whichever process made the change (decision 080). A failure here
 * rolls back only the news (a savepoint) and is logged: news never stops an application from moving.
 */
export const writeStatusNews = async (
  tx: Db,
  options: TStatusNewsOptions,
  application: { uuid: string; status: string },
): Promise<void> => {
  const { uuid, status } = application;
  if (!isStatusNewsStatus(status)) return;
  try {
    await tx.transaction((savepoint) => writeNews(savepoint, options, uuid, status));
  } catch (error) {
    // The error's text may quote the query's parameters (an address): only its name is logged.
    options.log.warn(
      { applicationUuid: uuid, status, fault: error instanceof Error ? error.name : 'unknown' },
      'status news not written',
    );
  }
};
