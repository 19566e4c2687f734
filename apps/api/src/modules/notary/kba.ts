import { and, eq, isNull } from 'drizzle-orm';
import type { TKbaQuiz, TKbaResult } from '@lintel/contract';
import { generateKbaQuestions, KBA_RULES, kbaOutcomeOf, scoreKbaAnswers } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/http-error.ts';
import { findLiabilities, type TApplicationRow } from '../application/index.ts';
import { participantApplication, type TApplicantScope } from './applicant-notary.ts';
import { findCurrentSession, OPEN_STATES, type TParticipantRow, type TSessionRow } from './session-records.ts';
import { notaryKbaAttempts, notaryParticipants, notarySessions } from './tables.ts';

/** Answers arriving a little after the two minutes (network, a slow phone) still count. */
const GRACE_MS = 5_000;

/** The caller's participant in the application's open session; anything else is a conflict. */
export const openSessionParticipant = async (scope: TApplicantScope): Promise<{ application: TApplicationRow; session: TSessionRow; participant: TParticipantRow }> => {
  const application = await participantApplication(scope);
  const session = await findCurrentSession(scope.db, application.uuid);
  if (!session || !(OPEN_STATES as readonly string[]).includes(session.state)) throw conflict('There is no open notary session.');
  const [participant] = await scope.db
    .select()
    .from(notaryParticipants)
    .where(and(eq(notaryParticipants.sessionUuid, session.uuid), eq(notaryParticipants.identityUuid, scope.identityUuid)));
  if (!participant) throw notFound();
  return { application, session, participant };
};

/** The facts the questions come from; an additional signer is never asked about the primary's credit (spec 04 9.7). */
const kbaFactsOf = async (scope: TApplicantScope, application: TApplicationRow, participant: TParticipantRow) => {
  const record = application.propertyRecord ?? {};
  const liabilities = await findLiabilities({ db: scope.db, applicationUuid: application.uuid });
  return {
    street1: application.propertyStreet1,
    city: application.propertyCity,
    zip: application.propertyZip,
    state: application.propertyState,
    county: typeof record.county === 'string' ? record.county : null,
    lenders: participant.kind === 'PRIMARY' ? [...new Set(liabilities.map((liability) => liability.creditorName))] : [],
    homeStreet1: participant.kind === 'PRIMARY' ? (application.homeAddress?.street1 ?? null) : null,
  };
};

/** Starts an attempt (or answers the unanswered one still in time): five questions, two minutes. */
export const startKba = async (scope: TApplicantScope): Promise<TKbaQuiz> => {
  const { application, participant } = await openSessionParticipant(scope);
  if (participant.kbaStatus !== 'NOT_STARTED') throw conflict('The identity questions are already answered.');
  const now = await clockNow(scope.db);
  const [pending] = await scope.db
    .select()
    .from(notaryKbaAttempts)
    .where(and(eq(notaryKbaAttempts.participantUuid, participant.uuid), isNull(notaryKbaAttempts.answeredAt)));
  if (pending && pending.expiresAt.getTime() + GRACE_MS < now.getTime()) {
    // An attempt left unanswered past its two minutes counts as failed before a new one starts.
    await answer({ ...scope, attemptUuid: pending.uuid, answers: pending.questions.map(() => null) });
    return startKba(scope);
  }
  const attempt =
    pending ??
    (await (async () => {
      const uuid = crypto.randomUUID();
      const questions = generateKbaQuestions(await kbaFactsOf(scope, application, participant), uuid);
      const [row] = await scope.db
        .insert(notaryKbaAttempts)
        .values({
          uuid,
          participantUuid: participant.uuid,
          attemptNumber: participant.kbaFailedAttempts + 1,
          questions,
          startedAt: now,
          expiresAt: new Date(now.getTime() + KBA_RULES.timeLimitMs),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('The identity questions were started in another window.');
      return row;
    })());
  return {
    attemptUuid: attempt.uuid,
    attemptNumber: Math.min(attempt.attemptNumber, KBA_RULES.maxFailedAttempts),
    expiresAt: attempt.expiresAt.toISOString(),
    questions: attempt.questions.map(({ id, text, choices }) => ({ id, text, choices })),
  };
};

const answer = async (scope: TApplicantScope & { attemptUuid: string; answers: readonly (number | null)[] }): Promise<TKbaResult & { sessionEnded: boolean }> => {
  const { session, participant } = await openSessionParticipant(scope);
  const [attempt] = await scope.db
    .select()
    .from(notaryKbaAttempts)
    .where(and(eq(notaryKbaAttempts.uuid, scope.attemptUuid), eq(notaryKbaAttempts.participantUuid, participant.uuid)));
  if (!attempt) throw notFound();
  if (attempt.answeredAt) throw conflict('These questions were already answered.');
  const now = await clockNow(scope.db);
  const correct = scoreKbaAnswers(attempt.questions, scope.answers);
  const inTime = now.getTime() <= attempt.expiresAt.getTime() + GRACE_MS;
  const outcome = kbaOutcomeOf({ correct, inTime, failedBefore: participant.kbaFailedAttempts });
  const failed = outcome === 'PASSED' ? participant.kbaFailedAttempts : participant.kbaFailedAttempts + 1;
  await scope.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(notaryKbaAttempts)
      .set({ answers: [...scope.answers], correct: inTime ? correct : 0, outcome, answeredAt: now })
      .where(and(eq(notaryKbaAttempts.uuid, attempt.uuid), isNull(notaryKbaAttempts.answeredAt)))
      .returning({ uuid: notaryKbaAttempts.uuid });
    if (!marked) throw conflict('These questions were already answered.');
    await tx
      .update(notaryParticipants)
      .set({ kbaFailedAttempts: failed, kbaStatus: outcome === 'PASSED' ? 'PASSED' : outcome === 'FAILED' ? 'FAILED' : 'NOT_STARTED' })
      .where(eq(notaryParticipants.uuid, participant.uuid));
    // Two failed attempts end the remote session (spec 04 section 9.3): the signer lands on notary/error.
    if (outcome === 'FAILED') {
      await tx
        .update(notarySessions)
        .set({ state: 'ENDED', endedReason: 'KBA_FAILED', endedAt: new Date(), updatedAt: new Date() })
        .where(eq(notarySessions.uuid, session.uuid));
    }
  });
  return { outcome, correct: inTime ? correct : 0, attemptsLeft: Math.max(0, KBA_RULES.maxFailedAttempts - failed), sessionEnded: outcome === 'FAILED' };
};

/** Scores an attempt: four right within the two minutes pass; late answers fail it. */
export const answerKba = answer;
