import { addBusinessDays, centsToDollars, formatMoney } from '@lintel/domain';
import { and, eq } from 'drizzle-orm';
import { clockNow } from '../../platform/clock.ts';
import {
  DEFAULT_RETRY,
  defineJob,
  statusEntryPayloadOf,
  ZStatusEntryPayload,
} from '../../platform/workflow.ts';
import { vendorsFor } from '../../vendors/index.ts';
import { findApplicationInEntry, findLiabilities, moveFromJob } from '../application/index.ts';
import { storeGeneratedDocument } from '../documents/index.ts';
import { findPayoffLiabilityUuids, renderTextPdf } from '../offers/index.ts';
import { payoffRequests } from './tables.ts';

export const PAYOFF_STATEMENT_JOB = 'payoff-statement';
const PENDING = 'PAYOFF_REQUEST_PENDING';

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * PAYOFF_REQUEST_PENDING, once per entry: asks each lender of a debt marked for payoff for its payoff amount;
 * the sandbox lenders answer one business day of simulated time later (looked at every
 * PAYOFF_CHECK_EVERY_SECONDS; the applicant waits on payoff/hold meanwhile). Keeps their answers as one payoff statement document (PAYOFF_STATEMENT), then goes on to the hard pull the
 * applicant authorised on the liens screen. A lender that never answers leaves the application for an agent.
 */
export const payoffStatementJob = defineJob({
  name: PAYOFF_STATEMENT_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: {
    status: PENDING,
    payloadOf: statusEntryPayloadOf,
    onExhausted: {
      status: 'HARD_CREDIT_PULL',
      reason: () => 'A lender did not answer the payoff request; the payoff is checked at funding',
    },
  },
  handler: async (payload, context) => {
    const { db } = context;
    const application = await findApplicationInEntry({ db, status: PENDING, ...payload });
    if (!application) return;
    const now = await clockNow(db);
    const enteredAt = new Date(payload.enteredAt);
    await db
      .insert(payoffRequests)
      .values({
        applicationUuid: application.uuid,
        enteredAt,
        requestedAt: now,
        dueAt: addBusinessDays(now, 1),
      })
      .onConflictDoNothing();
    const [request] = await db
      .select()
      .from(payoffRequests)
      .where(
        and(eq(payoffRequests.applicationUuid, application.uuid), eq(payoffRequests.enteredAt, enteredAt)),
      );
    if (request && request.dueAt > now) return { again: context.config.payoffCheckEverySeconds };
    const marked = new Set(await findPayoffLiabilityUuids(db, application.uuid));
    const debts = (await findLiabilities({ db, applicationUuid: application.uuid })).filter((row) =>
      marked.has(row.uuid),
    );
    const vendor = vendorsFor(context.config).lienPayoff;
    const quotes = [];
    for (const debt of debts) {
      quotes.push(
        await vendor.requestPayoff({
          creditorName: debt.creditorName,
          accountType: debt.accountType,
          reportedBalanceCents: debt.monetaryBalance,
          borrowerName: `${application.firstName} ${application.lastName}`,
          propertyAddress: `${application.propertyStreet1}, ${application.propertyCity}, ${application.propertyState} ${application.propertyZip}`,
          requestedAt: now,
        }),
      );
    }
    const money = (cents: number) => formatMoney(centsToDollars(cents));
    const total = quotes.reduce((sum, quote) => sum + quote.payoffAmountCents, 0);
    const bytes = await renderTextPdf({
      title: 'Payoff statement',
      subtitle: `Requested ${day(now)} for ${application.firstName} ${application.lastName}`,
      sections: [
        ...quotes.map((quote) => ({
          heading: quote.creditorName,
          rows: [
            ['Payoff amount', money(quote.payoffAmountCents)],
            ['Interest per day', money(quote.perDiemCents)],
            ['Good through', day(quote.goodThrough)],
            ['Reference', quote.reference],
          ] as const,
        })),
        {
          heading: 'Total to pay off',
          rows: [['All debts above', money(total)]] as const,
          paragraphs: ['These amounts are paid directly to each lender from your line of credit at funding.'],
        },
      ],
    });
    await storeGeneratedDocument({
      db,
      files: context.files,
      application,
      type: 'PAYOFF_STATEMENT',
      name: 'payoff-statement.pdf',
      bytes,
    });
    await moveFromJob(context, {
      uuid: application.uuid,
      to: 'HARD_CREDIT_PULL',
      reason: 'Payoff statements received',
      expectedFrom: PENDING,
      details: { lenders: quotes.length },
    });
  },
});
