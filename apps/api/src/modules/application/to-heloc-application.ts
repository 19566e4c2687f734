import type { THelocApplication } from '@lintel/contract';
import { centsToDollars } from '@lintel/domain';
import type { TApplicationRow } from './tables.ts';

/** The wire shape of spec 02 "Application" (money in dollars). */
export const toHelocApplication = (row: TApplicationRow): THelocApplication => ({
  uuid: row.uuid,
  loanNumber: row.loanNumber,
  applicationStatus: row.status,
  status: {
    manualNotary: row.manualNotary,
    condition: row.condition,
    checklistStatus: row.checklistStatus,
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
  referrer: row.referrerId ? { referrerUuid: row.referrerId, wholesaleBrokerNmls: null } : null,
  auditFields: { createdDate: row.createdAt.toISOString() },
  // Spec 02: an account number is shown as its last 4 digits, here too.
  disburseAccount: row.disburseAccount
    ? { mask: row.disburseAccount.mask, accountNumber: row.disburseAccount.mask, routingNumber: row.disburseAccount.routingNumber }
    : null,
  active: row.active,
  activeForAppStart: row.active,
  isInquiry: row.isInquiry,
});
