import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { accountLast4, bankNameForRoutingNumber, type TManualBankAccount } from '@lintel/domain';
import type { TBankAccountSummary } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TKeyring } from '../../platform/keyring.ts';
import { sealText } from '../../platform/sealed-text.ts';
import { listLinkedBankAccounts, openLinkedBankAccount } from '../income/index.ts';
import { bankAccounts, type TBankAccountRow } from './tables.ts';

/** The sealed-text context of an account number: the row and the field, so a value moved elsewhere does not open. */
const numberContext = (accountUuid: string) => `bank-account:${accountUuid}:accountNumber`;

export type TNewBankAccount = {
  applicationUuid: string;
  source: 'LINKED' | 'MANUAL';
  linkedAccountUuid?: string | null;
  linkSessionUuid?: string | null;
  institutionName: string | null;
  accountName: string | null;
  accountType: string;
  routingNumber: string;
  accountNumber: string;
  ownerName: string | null;
};

/** Keeps an account: the number sealed, the last four readable. */
export const insertBankAccount = async (db: Db, keyring: TKeyring, account: TNewBankAccount): Promise<TBankAccountRow> => {
  const uuid = randomUUID();
  const [row] = await db
    .insert(bankAccounts)
    .values({
      uuid,
      applicationUuid: account.applicationUuid,
      source: account.source,
      linkedAccountUuid: account.linkedAccountUuid ?? null,
      linkSessionUuid: account.linkSessionUuid ?? null,
      institutionName: account.institutionName,
      accountName: account.accountName,
      accountType: account.accountType,
      mask: accountLast4(account.accountNumber),
      routingNumber: account.routingNumber,
      accountNumberSealed: sealText({ keyring, plain: account.accountNumber, context: numberContext(uuid) }),
      ownerName: account.ownerName,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // Taken over from the same linked account by a concurrent request: that row.
  const [existing] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.applicationUuid, account.applicationUuid), eq(bankAccounts.linkedAccountUuid, account.linkedAccountUuid ?? uuid)));
  if (!existing) throw new Error('bank account insert conflicted without a row');
  return existing;
};

export const insertManualAccount = (db: Db, keyring: TKeyring, applicationUuid: string, manual: TManualBankAccount) =>
  insertBankAccount(db, keyring, {
    applicationUuid,
    source: 'MANUAL',
    institutionName: bankNameForRoutingNumber(manual.routingNumber) ?? null,
    accountName: null,
    accountType: manual.accountType,
    routingNumber: manual.routingNumber,
    accountNumber: manual.accountNumber,
    ownerName: manual.ownerName,
  });

/**
 * The application's accounts, oldest first. Accounts linked during income verification (the income module's
 * linked accounts) are taken over once, so that an account linked with user_good is offered again here.
 */
export const listBankAccounts = async (options: { db: Db; keyring: TKeyring; applicationUuid: string }): Promise<TBankAccountRow[]> => {
  const { db, keyring, applicationUuid } = options;
  const rows = () => db.select().from(bankAccounts).where(eq(bankAccounts.applicationUuid, applicationUuid)).orderBy(asc(bankAccounts.createdAt));
  let accounts = await rows();
  const taken = new Set(accounts.map((account) => account.linkedAccountUuid).filter(Boolean));
  const linked = (await listLinkedBankAccounts({ db, applicationUuid })).filter((account) => !taken.has(account.uuid));
  if (linked.length === 0) return accounts;
  for (const summary of linked) {
    const opened = await openLinkedBankAccount({ db, keyring, applicationUuid, accountUuid: summary.uuid });
    if (!opened || !/^\d{4,17}$/.test(opened.accountNumber)) continue;
    await insertBankAccount(db, keyring, {
      applicationUuid,
      source: 'LINKED',
      linkedAccountUuid: opened.uuid,
      institutionName: opened.institutionName,
      accountName: opened.accountName,
      accountType: opened.accountType,
      routingNumber: opened.routingNumber,
      accountNumber: opened.accountNumber,
      ownerName: null,
    });
  }
  accounts = await rows();
  return accounts;
};

export const findBankAccount = async (db: Db, applicationUuid: string, accountUuid: string): Promise<TBankAccountRow | undefined> => {
  const [row] = await db.select().from(bankAccounts).where(and(eq(bankAccounts.uuid, accountUuid), eq(bankAccounts.applicationUuid, applicationUuid)));
  return row;
};

export const toAccountSummary = (row: TBankAccountRow): TBankAccountSummary => ({
  uuid: row.uuid,
  source: row.source as 'LINKED' | 'MANUAL',
  institutionName: row.institutionName,
  accountName: row.accountName,
  accountType: row.accountType,
  mask: row.mask,
  routingNumber: row.routingNumber,
  bankName: bankNameForRoutingNumber(row.routingNumber) ?? null,
  ownerName: row.ownerName,
});
