import { and, eq } from 'drizzle-orm';
import { NOTARY_MESSAGES } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { conflict, notFound } from '../../platform/http-error.ts';
import { findLiveSigners } from '../signers/index.ts';
import { OPEN_STATES, type TSessionRow } from './session-records.ts';
import { notaryParticipants } from './tables.ts';

type TSignerRecord = { uuid: string; identityUuid: string | null; firstName: string; lastName: string };

/**
 * Adds an additional signer (modules/signers' record) to an open session as its own participant: its own
 * identity questions, its own signature on its places of the deed. Only a signer who accepted the invitation
 * (has an account) can join; a repeat is a no-op.
 */
export const addSessionSigner = async (options: { db: Db; session: TSessionRow; signer: TSignerRecord }) => {
  const { db, session, signer } = options;
  if (!(OPEN_STATES as readonly string[]).includes(session.state)) throw conflict('This session has finished.');
  if (!signer.identityUuid) throw conflict(NOTARY_MESSAGES.signerNotRegistered);
  await db
    .insert(notaryParticipants)
    .values({
      sessionUuid: session.uuid,
      identityUuid: signer.identityUuid,
      role: 'SIGNER',
      kind: 'ADDITIONAL',
      name: `${signer.firstName} ${signer.lastName}`,
      signerUuid: signer.uuid,
    })
    .onConflictDoNothing();
  const [participant] = await db
    .select()
    .from(notaryParticipants)
    .where(and(eq(notaryParticipants.sessionUuid, session.uuid), eq(notaryParticipants.identityUuid, signer.identityUuid)));
  return participant!;
};

/** The notary adds a live additional signer of the session's application (404 for anyone else's signer). */
export const addSignerOfApplication = async (options: { db: Db; session: TSessionRow; signerUuid: string }) => {
  const signer = (await findLiveSigners(options.db, options.session.applicationUuid)).find((row) => row.uuid === options.signerUuid);
  if (!signer) throw notFound();
  return addSessionSigner({ db: options.db, session: options.session, signer });
};
