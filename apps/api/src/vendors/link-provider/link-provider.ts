/**
 * The link provider (spec 04 sections 4 and 9.3): bank-transaction and payroll links the way Plaid, Pointserv or
 * Truv ship them. The app asks for a link token, the browser opens the provider's own hosted window with it
 * (institution search, sign-in, account choice, consent), the window sends the browser back to the app's
 * return path with a one-time public token, and the app exchanges that token on the server for an access token
 * and the account, then reads the income behind it. A real provider is one adapter behind this interface.
 */
export type TLinkType = 'bank' | 'payroll';

export type TLinkedAccount = {
  accountId: string;
  name: string;
  type: 'checking' | 'savings' | 'payroll';
  /** Last four digits: the only part of the number anyone is shown. */
  mask: string;
  /** Full numbers: the caller keeps them sealed and never returns them. Null for a payroll account. */
  accountNumber: string | null;
  routingNumber: string | null;
};

export type TLinkExchange = {
  /** Secret: keep it sealed (and hashed for look-ups), never log it. */
  accessToken: string;
  institutionName: string;
  account: TLinkedAccount;
};

export type TLinkIncome =
  | { status: 'VERIFIED'; verifiedAnnualIncome: number; employerName: string | null }
  /** The provider found the employer but not the pay: the employer has to confirm employment. */
  | { status: 'EMPLOYER_CONFIRMATION_NEEDED'; employerName: string | null };

export class LinkTokenError extends Error {
  constructor(message = 'the link token is not valid or has expired') {
    super(message);
    this.name = 'LinkTokenError';
  }
}

export type TLinkProvider = {
  /** A link token for the hosted window, and the window's address. `returnPath` is the app's own path. */
  createLinkToken: (options: { type: TLinkType; returnPath: string; state: string; clientName: string }) => Promise<{
    linkToken: string;
    hostedUrl: string;
  }>;
  /** Exchanges a public token (once it reached the app) for the access token and the account; throws LinkTokenError. */
  exchangePublicToken: (options: { publicToken: string }) => Promise<TLinkExchange>;
  /** The income behind a link; the stated yearly income is what a sandbox answers against. */
  getIncome: (options: { accessToken: string; statedAnnualIncome: number }) => Promise<TLinkIncome>;
};
