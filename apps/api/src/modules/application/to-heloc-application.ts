import type { THelocApplication } from '@lintel/contract';
import { centsToDollars } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { findApplicationSigners, NO_SIGNERS, type TApplicationSigners } from './application-signers.ts';
import type { TApplicationRow } from './tables.ts';

/** The wire shape of spec 02 "Application" (money in dollars), with what the signers module says of its signers. */
export const toHelocApplication = (row: TApplicationRow, signers: TApplicationSigners): THelocApplication => ({
  uuid: row.uuid,
  loanNumber: row.loanNumber,
  applicationStatus: row.status,
  status: {
    manualNotary: row.manualNotary,
    condition: row.condition,
    // The checklist status is the application step (decision 009); nothing writes the column on its own.
    checklistStatus: row.checklistStatus ?? row.status,
    waitingOnFloodCert: row.waitingOnFloodCert,
    bpo: row.bpo,
    uwDecision: row.uwDecision,
    uwSubDecision: row.uwSubDecision,
    primaryParticipantAcceptComplete: row.primaryParticipantAcceptComplete,
  },
  property: {
    street1: row.propertyStreet1,
    street2: row.propertyStreet2,
    city: row.propertyCity,
    state: row.propertyState,
    zip: row.propertyZip,
    type: row.occupancyType,
  },
  adjustedHomeAmount: centsToDollars(row.adjustedHomeAmount ?? row.homeValue),
  rate: row.rate,
  rateType: row.rateType,
  amount: centsToDollars(row.amount),
  uwCalculatedDrawAmount: centsToDollars(row.uwCalculatedDrawAmount),
  term: row.term,
  isCrypto: row.isCrypto,
  referrer: row.referrerId ? { referrerUuid: row.referrerId, wholesaleBrokerNmls: row.wholesaleBrokerNmls } : null,
  auditFields: { createdDate: row.createdAt.toISOString() },
  // Spec 02: an account number is shown as its last 4 digits, here too.
  disburseAccount: row.disburseAccount
    ? { mask: row.disburseAccount.mask, accountNumber: row.disburseAccount.mask, routingNumber: row.disburseAccount.routingNumber }
    : null,
  active: row.active,
  activeForAppStart: row.active,
  isInquiry: row.isInquiry,
  helocSigners: signers.helocSigners,
  additionalSignerVersion: signers.additionalSignerVersion,
});

/** Applications as answered, with their signers read in one query for all of them. */
export const answerHelocApplications = async (options: { db: Db; rows: readonly TApplicationRow[] }): Promise<THelocApplication[]> => {
  const signers = await findApplicationSigners({ db: options.db, applicationUuids: options.rows.map((row) => row.uuid) });
  return options.rows.map((row) => toHelocApplication(row, signers.get(row.uuid) ?? NO_SIGNERS));
};

export const answerHelocApplication = async (options: { db: Db; row: TApplicationRow }): Promise<THelocApplication> => {
  const [answer] = await answerHelocApplications({ db: options.db, rows: [options.row] });
  if (!answer) throw new Error('no answer for one application');
  return answer;
};
