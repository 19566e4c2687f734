import { eq } from 'drizzle-orm';
import { autopayDiscountOf, centsToDollars, type TPaymentMethod } from '@lintel/domain';
import type { TBankState } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TKeyring } from '../../platform/keyring.ts';
import type { TApplicationRow } from '../application/index.ts';
import { listBankAccounts, toAccountSummary } from './accounts.ts';
import { bankElections, type TBankElectionRow } from './tables.ts';

type TOfferLike = { term: number; rate: number; discountList: { discount: { type: string }; rateWithDiscount: number }[] };

/** The chosen offer in the application's offer set: same term and rate (the selection writes both). */
export const chosenOfferOf = (application: TApplicationRow): TOfferLike | undefined => {
  const offers = (application.offerSet as { offers?: TOfferLike[] } | null)?.offers ?? [];
  if (application.term === null || application.rate === null) return undefined;
  return (
    offers.find((offer) => offer.term === application.term && Number(offer.rate) === Number(application.rate)) ??
    offers.find((offer) => offer.term === application.term)
  );
};

/** The autopay discount of the chosen offer on the line's amount and term, in plain numbers for the wire. */
export const autopayDiscountViewOf = (application: TApplicationRow): TBankState['autopayDiscount'] => {
  const offer = chosenOfferOf(application);
  const amount = centsToDollars(application.amount);
  if (!offer || amount === null || application.term === null || application.rate === null) return null;
  const discount = autopayDiscountOf({ offer: { ...offer, rate: Number(application.rate) }, amount, termYears: application.term });
  if (!discount) return null;
  return {
    rate: discount.rate.toNumber(),
    rateWithDiscount: discount.rateWithDiscount.toNumber(),
    ratePoints: discount.ratePoints.toNumber(),
    monthlyPayment: discount.monthlyPayment.toNumber(),
    monthlyPaymentWithDiscount: discount.monthlyPaymentWithDiscount.toNumber(),
    monthlySaving: discount.monthlySaving.toNumber(),
  };
};

export const findElection = async (db: Db, applicationUuid: string): Promise<TBankElectionRow | undefined> => {
  const [row] = await db.select().from(bankElections).where(eq(bankElections.applicationUuid, applicationUuid));
  return row;
};

export const saveElection = async (db: Db, applicationUuid: string, values: Partial<Omit<TBankElectionRow, 'applicationUuid'>>) => {
  await db
    .insert(bankElections)
    .values({ applicationUuid, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: bankElections.applicationUuid, set: { ...values, updatedAt: new Date() } });
};

/** What the bank screens show: accounts by their last four digits only, the choices made, the discount. */
export const findBankState = async (options: { db: Db; keyring: TKeyring; application: TApplicationRow }): Promise<TBankState> => {
  const { db, keyring, application } = options;
  const accounts = await listBankAccounts({ db, keyring, applicationUuid: application.uuid });
  const election = await findElection(db, application.uuid);
  return {
    applicationStatus: application.status,
    accounts: accounts.map(toAccountSummary),
    disbursementAccountUuid: election?.disbursementAccountUuid ?? null,
    paymentMethod: (election?.paymentMethod as TPaymentMethod | null | undefined) ?? null,
    autopayAccountUuid: election?.autopayAccountUuid ?? null,
    autopayDiscount: autopayDiscountViewOf(application),
    applicantName: [application.firstName, application.lastName].filter(Boolean).join(' '),
  };
};
