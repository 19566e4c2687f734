import { centsToDollars } from '@lintel/domain';
import type { TLiabilityRow } from './tables.ts';

/** A liability as the applicant's offers and the agent's detail show it (spec 02 "Liabilities", money in dollars); each adds its own payOff. */
export const toWireLiability = (row: TLiabilityRow) => ({
  uuid: row.uuid,
  accountType: row.accountType,
  creditorName: row.creditorName,
  monetaryBalance: centsToDollars(row.monetaryBalance),
  monetaryCalculatedNextPaymentMinimumAmount: centsToDollars(row.monetaryCalculatedNextPaymentMinimumAmount),
});
