import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getBrand } from '@lintel/brands';
import { pointservReturnPath, PLAID_OAUTH_RETURN_PATH, type TIncomeActionResponse, type TLinkType } from '@lintel/contract';
import { EMPLOYER_SOURCE, INCOME_MESSAGES, INCOME_SOURCE_OF_KIND } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import { badRequest } from '../../platform/http-error.ts';
import type { TKeyring } from '../../platform/keyring.ts';
import { sealText } from '../../platform/sealed-text.ts';
import { LinkTokenError, type TLinkProvider } from '../../vendors/link-provider/index.ts';
import { changeStatus, findOwnedApplication } from '../application/index.ts';
import { INCOME_STATUSES, moveOnVerifiedIncome } from './apply-verification.ts';
import { employerAnswersAt } from './employer.ts';
import { loadIncomeApplication, type TIncomeScope } from './scope.ts';
import { incomeLinkSessions, incomeSources, linkedBankAccounts } from './tables.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The sealed-text context of a linked account's secrets: the row and the field, so a value moved elsewhere does not open. */
export const linkedAccountContext = (accountUuid: string, field: 'accountNumber' | 'routingNumber' | 'accessToken') =>
  `linked-bank-account:${accountUuid}:${field}`;

/** Starts a link: a session with a random state, and the provider's hosted window to open. */
export const startLink = async (scope: TIncomeScope & { provider: TLinkProvider; type: TLinkType }): Promise<{ hostedUrl: string }> => {
  const application = await loadIncomeApplication(scope, ['INCOME_VERIFICATION']);
  const state = randomBytes(24).toString('base64url');
  await scope.db.insert(incomeLinkSessions).values({ applicationUuid: application.uuid, type: scope.type, stateSha256: sha256(state) });
  const { hostedUrl } = await scope.provider.createLinkToken({
    type: scope.type,
    returnPath: scope.type === 'bank' ? PLAID_OAUTH_RETURN_PATH : pointservReturnPath(application.uuid),
    state,
    clientName: getBrand(application.organizationCode)?.companyName ?? 'Your lender',
  });
  return { hostedUrl };
};

/**
 * The browser is back from the provider with a public token: exchange it, read the income behind it, keep a
 * bank account for disbursement later (sealed), record the source and move the application on. The session is
 * claimed first, so a repeated return (a reload, a double submit) answers the application as it is now.
 */
export const completeLink = async (
  scope: TIncomeScope & { provider: TLinkProvider; keyring: TKeyring; publicToken: string; state: string },
): Promise<TIncomeActionResponse> => {
  const { db, provider } = scope;
  const application = await findOwnedApplication(scope);
  const current = (): TIncomeActionResponse => ({ uuid: application.uuid, applicationStatus: application.status });
  const [session] = await db
    .select()
    .from(incomeLinkSessions)
    .where(and(eq(incomeLinkSessions.stateSha256, sha256(scope.state)), eq(incomeLinkSessions.applicationUuid, application.uuid)));
  if (!session) throw badRequest(INCOME_MESSAGES.linkExpired);
  if (session.completedAt) return current();
  if (!(INCOME_STATUSES as readonly string[]).includes(application.status)) return current();

  let exchange;
  let income;
  try {
    exchange = await provider.exchangePublicToken({ publicToken: scope.publicToken });
    income = await provider.getIncome({ accessToken: exchange.accessToken, statedAnnualIncome: application.annualIncome });
  } catch (error) {
    if (error instanceof LinkTokenError) throw badRequest(INCOME_MESSAGES.linkFailed);
    throw error;
  }

  const claimed = await db
    .update(incomeLinkSessions)
    .set({ completedAt: new Date() })
    .where(and(eq(incomeLinkSessions.uuid, session.uuid), isNull(incomeLinkSessions.completedAt)))
    .returning({ uuid: incomeLinkSessions.uuid });
  if (claimed.length === 0) return { uuid: application.uuid, applicationStatus: (await findOwnedApplication(scope)).status };

  const source = INCOME_SOURCE_OF_KIND[session.type as TLinkType];
  const { account } = exchange;
  const now = await clockNow(db);
  await db.transaction(async (tx) => {
    if (session.type === 'bank' && account.accountNumber && account.routingNumber) {
      const accountUuid = randomUUID();
      const seal = (plain: string, field: 'accountNumber' | 'routingNumber' | 'accessToken') =>
        sealText({ keyring: scope.keyring, plain, context: linkedAccountContext(accountUuid, field) });
      await tx.insert(linkedBankAccounts).values({
        uuid: accountUuid,
        applicationUuid: application.uuid,
        ownerIdentityUuid: application.ownerIdentityUuid,
        institutionName: exchange.institutionName,
        accountName: account.name,
        accountType: account.type,
        mask: account.mask,
        accountNumberSealed: seal(account.accountNumber, 'accountNumber'),
        routingNumberSealed: seal(account.routingNumber, 'routingNumber'),
        accessTokenSealed: seal(exchange.accessToken, 'accessToken'),
        accessTokenSha256: sha256(exchange.accessToken),
        linkSessionUuid: session.uuid,
      });
    }
    await tx.insert(incomeSources).values({
      applicationUuid: application.uuid,
      source,
      state: income.status === 'VERIFIED' ? 'VERIFIED' : 'PENDING_REVIEW',
      submissionKey: `link:${session.uuid}`,
      statedAnnualIncome: application.annualIncome,
      verifiedAnnualIncome: income.status === 'VERIFIED' ? income.verifiedAnnualIncome : null,
      institutionName: exchange.institutionName,
      accountMask: account.mask,
      detail: income.employerName ? `Employer: ${income.employerName}` : null,
    });
    if (income.status === 'EMPLOYER_CONFIRMATION_NEEDED') {
      await tx
        .insert(incomeSources)
        .values({
          applicationUuid: application.uuid,
          source: EMPLOYER_SOURCE,
          state: 'PENDING_REVIEW',
          submissionKey: 'employer',
          statedAnnualIncome: application.annualIncome,
          institutionName: income.employerName,
          detail: income.employerName ? `Employer named by the link: ${income.employerName}` : null,
          // The employer answers one business day after entering EMPLOYMENT_VERIFICATION; the employer
          // form is an optional correction that keeps this day (decision 079).
          verifiesAt: employerAnswersAt(now, application.propertyState),
        })
        .onConflictDoNothing();
    }
  });

  const actor = { kind: 'APPLICANT' as const, identityUuid: scope.ownerIdentityUuid };
  const moved =
    income.status === 'EMPLOYER_CONFIRMATION_NEEDED'
      ? await changeStatus({
          db,
          uuid: application.uuid,
          to: 'EMPLOYMENT_VERIFICATION',
          actor,
          reason: `The ${session.type} link found the employer but not the income: employment verification`,
          expectedFrom: application.status,
          details: { source },
        })
      : await moveOnVerifiedIncome({ db, application, verifiedAnnualIncome: income.verifiedAnnualIncome, actor, source });
  return { uuid: moved.uuid, applicationStatus: moved.status };
};
