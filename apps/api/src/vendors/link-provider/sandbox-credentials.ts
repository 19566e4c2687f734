import { createHmac, timingSafeEqual } from 'node:crypto';
import { hashToUnit, pickInRange } from '../sandbox-seed.ts';
import type { TLinkedAccount, TLinkType } from './link-provider.ts';

/**
 * The sandbox link provider's data: its institutions, the test users of spec 04 section 9.3, the accounts
 * behind them, and the signed tokens it hands out (no table: every token carries its own signed facts).
 */
export const SANDBOX_PASSWORD = 'pass_good';
export const SANDBOX_USERS = {
  user_good: { incomeRatio: 1, employer: false },
  user_low: { incomeRatio: 0.5, employer: false },
  user_employer: { incomeRatio: 1, employer: true },
} as const;
export type TSandboxUser = keyof typeof SANDBOX_USERS;

/** Only the three test users with pass_good sign in; anything else is the provider's one error. */
export const checkSandboxCredentials = (username: string, password: string): TSandboxUser | null => {
  const user = username.trim();
  if (password !== SANDBOX_PASSWORD || !Object.hasOwn(SANDBOX_USERS, user)) return null;
  return user as TSandboxUser;
};

export type TSandboxInstitution = { id: string; name: string; type: TLinkType; routingNumber: string | null };

// Routing numbers pass the ABA checksum (so the account can later be used for disbursement and autopay).
export const SANDBOX_INSTITUTIONS: readonly TSandboxInstitution[] = [
  { id: 'ins_platypus', name: 'First Platypus Bank', type: 'bank', routingNumber: '011000015' },
  { id: 'ins_tartan', name: 'Tartan Bank', type: 'bank', routingNumber: '021000021' },
  { id: 'ins_houndstooth', name: 'Houndstooth Bank', type: 'bank', routingNumber: '011000028' },
  { id: 'ins_tattersall', name: 'Tattersall Federal Credit Union', type: 'bank', routingNumber: '011000138' },
  { id: 'pay_northwind', name: 'Northwind Payroll', type: 'payroll', routingNumber: null },
  { id: 'pay_evergreen', name: 'Evergreen HR and Payroll', type: 'payroll', routingNumber: null },
  { id: 'pay_acme', name: 'Acme Payroll Services', type: 'payroll', routingNumber: null },
];

export const searchSandboxInstitutions = (type: TLinkType, query: string): TSandboxInstitution[] => {
  const q = query.trim().toLowerCase();
  return SANDBOX_INSTITUTIONS.filter((institution) => institution.type === type && (!q || institution.name.toLowerCase().includes(q)));
};

export const findSandboxInstitution = (id: string, type: TLinkType): TSandboxInstitution | undefined =>
  SANDBOX_INSTITUTIONS.find((institution) => institution.id === id && institution.type === type);

const accountNumberOf = (user: string, institutionId: string, accountId: string): string => {
  const number = String(pickInRange(1_000_000_000, 9_999_999_999, 1, 'link-account', user, institutionId, accountId));
  // Never ending 0000: that ending is the bank-fraud trigger of manual entry (spec 04 section 9.3).
  return number.endsWith('0000') ? `${number.slice(0, -4)}1234` : number;
};

/** The accounts a test user has at an institution: checking and savings at a bank, one payroll account. */
export const sandboxAccountsOf = (user: TSandboxUser, institution: TSandboxInstitution): TLinkedAccount[] => {
  if (institution.type === 'payroll') {
    const number = accountNumberOf(user, institution.id, 'payroll');
    return [{ accountId: 'payroll', name: 'Pay statements', type: 'payroll', mask: number.slice(-4), accountNumber: null, routingNumber: null }];
  }
  return (['checking', 'savings'] as const).map((type) => {
    const number = accountNumberOf(user, institution.id, type);
    return {
      accountId: type,
      name: type === 'checking' ? 'Plaid Checking' : 'Plaid Saving',
      type,
      mask: number.slice(-4),
      accountNumber: number,
      routingNumber: institution.routingNumber,
    };
  });
};

/** The employer a payroll provider names for the user (deterministic). */
export const sandboxEmployerOf = (user: string): string =>
  ['Globex Corporation', 'Initech', 'Umbrella Logistics', 'Stark Manufacturing'][Math.floor(hashToUnit('employer', user) * 4)]!;

/** Signed, expiring tokens: `<prefix>-sandbox-<payload>.<hmac>`. */
export const createTokenSigner = (secret: string) => {
  const key = createHmac('sha256', secret).update('sandbox-link-provider').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    sign: (prefix: string, payload: Record<string, unknown>, ttlSeconds: number): string => {
      const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) + ttlSeconds })).toString('base64url');
      return `${prefix}-sandbox-${body}.${mac(`${prefix}.${body}`)}`;
    },
    verify: <T extends Record<string, unknown>>(prefix: string, token: string): T | null => {
      const match = new RegExp(`^${prefix}-sandbox-([A-Za-z0-9_-]+)\\.([A-Za-z0-9_-]+)$`).exec(token);
      if (!match) return null;
      const expected = Buffer.from(mac(`${prefix}.${match[1]}`));
      const given = Buffer.from(match[2]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const payload = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as T & { exp?: number };
        if (typeof payload.exp !== 'number' || payload.exp < Date.now() / 1000) return null;
        return payload;
      } catch {
        return null;
      }
    },
  };
};
export type TTokenSigner = ReturnType<typeof createTokenSigner>;
