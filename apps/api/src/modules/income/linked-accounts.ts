import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { TKeyring } from '../../platform/keyring.ts';
import { openText } from '../../platform/sealed-text.ts';
import { linkedAccountContext } from './links.ts';
import { linkedBankAccounts } from './tables.ts';

/** What a caller may show about a linked account: never more than the last four digits. */
export type TLinkedAccountSummary = { uuid: string; institutionName: string; accountName: string; accountType: string; mask: string; createdAt: Date };

/** The bank accounts linked for an application (newest first), as the bank screens may show them. */
export const listLinkedBankAccounts = async (options: { db: Db; applicationUuid: string }): Promise<TLinkedAccountSummary[]> =>
  options.db
    .select({
      uuid: linkedBankAccounts.uuid,
      institutionName: linkedBankAccounts.institutionName,
      accountName: linkedBankAccounts.accountName,
      accountType: linkedBankAccounts.accountType,
      mask: linkedBankAccounts.mask,
      createdAt: linkedBankAccounts.createdAt,
    })
    .from(linkedBankAccounts)
    .where(eq(linkedBankAccounts.applicationUuid, options.applicationUuid))
    .orderBy(desc(linkedBankAccounts.createdAt));

/**
 * The full numbers of one linked account of the application, opened for the server's own use (a disbursement
 * or an autopay set-up): never to be answered or logged. Undefined when the account is not the application's.
 */
export const openLinkedBankAccount = async (options: {
  db: Db;
  keyring: TKeyring;
  applicationUuid: string;
  accountUuid: string;
}): Promise<(TLinkedAccountSummary & { accountNumber: string; routingNumber: string }) | undefined> => {
  const [row] = await options.db.select().from(linkedBankAccounts).where(eq(linkedBankAccounts.uuid, options.accountUuid));
  if (!row || row.applicationUuid !== options.applicationUuid) return undefined;
  const open = (sealed: string, field: 'accountNumber' | 'routingNumber') =>
    openText({ keyring: options.keyring, sealed, context: linkedAccountContext(row.uuid, field) });
  return {
    uuid: row.uuid,
    institutionName: row.institutionName,
    accountName: row.accountName,
    accountType: row.accountType,
    mask: row.mask,
    createdAt: row.createdAt,
    accountNumber: open(row.accountNumberSealed, 'accountNumber'),
    routingNumber: open(row.routingNumberSealed, 'routingNumber'),
  };
};
