import { waitSandboxDelay } from '../sandbox-delay.ts';
import {
  findSandboxInstitution,
  sandboxAccountsOf,
  sandboxEmployerOf,
  SANDBOX_USERS,
  type TSandboxUser,
  type TTokenSigner,
} from './sandbox-credentials.ts';
import { LinkTokenError, type TLinkProvider, type TLinkType } from './link-provider.ts';

export const SANDBOX_WINDOW_PATH = '/link-provider/sandbox';
const LINK_TOKEN_TTL_SECONDS = 30 * 60;
const ACCESS_TOKEN_TTL_SECONDS = 10 * 365 * 24 * 3600;

export type TLinkTokenClaims = { type: TLinkType; returnPath: string; state: string; clientName: string };
export type TPublicTokenClaims = { type: TLinkType; user: TSandboxUser; institutionId: string; accountId: string };

/** The sandbox: deterministic answers from the test user named at sign-in (spec 04 section 9.3). */
export const createSandboxLinkProvider = (signer: TTokenSigner, delayMs: number): TLinkProvider => ({
  createLinkToken: async (options) => {
    await waitSandboxDelay(delayMs);
    const linkToken = signer.sign('link', options, LINK_TOKEN_TTL_SECONDS);
    return { linkToken, hostedUrl: `${SANDBOX_WINDOW_PATH}?token=${encodeURIComponent(linkToken)}` };
  },
  exchangePublicToken: async ({ publicToken }) => {
    await waitSandboxDelay(delayMs);
    const claims = signer.verify<TPublicTokenClaims>('public', publicToken);
    const institution = claims ? findSandboxInstitution(claims.institutionId, claims.type) : undefined;
    const account = claims && institution ? sandboxAccountsOf(claims.user, institution).find((a) => a.accountId === claims.accountId) : undefined;
    if (!claims || !institution || !account) throw new LinkTokenError();
    const accessToken = signer.sign('access', { user: claims.user, type: claims.type, institutionId: institution.id }, ACCESS_TOKEN_TTL_SECONDS);
    return { accessToken, institutionName: institution.name, account };
  },
  getIncome: async ({ accessToken, statedAnnualIncome }) => {
    await waitSandboxDelay(delayMs);
    const claims = signer.verify<{ user: TSandboxUser; type: TLinkType }>('access', accessToken);
    if (!claims || !Object.hasOwn(SANDBOX_USERS, claims.user)) throw new LinkTokenError('the access token is not valid');
    const behaviour = SANDBOX_USERS[claims.user];
    const employerName = claims.type === 'payroll' || behaviour.employer ? sandboxEmployerOf(claims.user) : null;
    if (behaviour.employer) return { status: 'EMPLOYER_CONFIRMATION_NEEDED', employerName };
    return { status: 'VERIFIED', verifiedAnnualIncome: Math.round(statedAnnualIncome * behaviour.incomeRatio), employerName };
  },
});
