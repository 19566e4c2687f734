/** A debt the line will pay off, as the lender holding it is asked about it. */
export type TPayoffRequest = {
  creditorName: string;
  accountType: string;
  /** Balance on the credit report, in cents. */
  reportedBalanceCents: number;
  borrowerName: string;
  propertyAddress: string;
  requestedAt: Date;
};

/** The lender's answer: the amount to pay to close the debt, good through a date, with per-diem interest. */
export type TPayoffQuote = {
  creditorName: string;
  payoffAmountCents: number;
  perDiemCents: number;
  goodThrough: Date;
  reference: string;
};

/** Payoff statements from the holders of the debts marked for payoff (a title company's service in production). */
export interface TLienPayoff {
  requestPayoff(request: TPayoffRequest): Promise<TPayoffQuote>;
}
