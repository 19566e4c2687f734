/**
 * The copy of every screen that only shows where an application stands (spec 01 section 2). Each says what
 * happened, what happens next and that support can help; none asks the applicant to do anything the product
 * cannot yet let them do.
 */
export interface TStateScreen {
  title: string;
  /**
   * 'wait': we are working on it; 'stop': the application cannot go on until someone looks at it;
   * 'decided': a decision has been made (a decline), so nothing is "in progress" or "in review" any more.
   */
  tone: 'wait' | 'stop' | 'decided';
  explanation: string[];
  next: string[];
}

export const STATE_SCREENS = {
  hold: {
    title: 'Your application is on hold',
    tone: 'wait',
    explanation: [
      'We need an appraisal of your home before we can finish reviewing your application, and we are arranging it now.',
    ],
    next: [
      'An appraiser will contact you to schedule a visit, if one is needed.',
      'We will e-mail you as soon as the appraisal is complete and your application can move forward.',
    ],
  },
  payoffHold: {
    title: 'We are confirming your payoff amounts',
    tone: 'wait',
    explanation: [
      'Part of your line of credit will pay off one or more of your existing debts. We have asked those lenders for their exact payoff amounts.',
    ],
    next: [
      'Lenders usually answer within a few business days.',
      'Once we have the amounts, we will pay them directly and e-mail you to confirm.',
    ],
  },
  creditIssue: {
    title: 'We could not complete your credit review',
    tone: 'stop',
    explanation: ['Something in your credit report needs a closer look before we can continue with your application.'],
    next: [
      'A member of our team will review your file and contact you within two business days.',
      'You do not need to start a new application.',
    ],
  },
  incomeIssue: {
    title: 'We could not verify your income',
    tone: 'stop',
    explanation: ['We were not able to confirm the income on your application with the information we received.'],
    next: [
      'A member of our team will contact you to talk about other ways to verify your income.',
      'Please have recent pay stubs or tax returns at hand.',
    ],
  },
  timeout: {
    title: 'This is taking longer than usual',
    tone: 'wait',
    explanation: [
      'Your application is still being processed, but it is taking longer than we expected. Nothing is lost: everything you have entered is saved.',
    ],
    next: [
      'Please check back in a few minutes. We will also e-mail you when your application is ready for the next step.',
      'If this page still shows after an hour, please contact us.',
    ],
  },
  floodCert: {
    title: 'We are waiting on your flood certificate',
    tone: 'wait',
    explanation: [
      'Before we can prepare your closing documents, we need a flood zone certificate for your property. We have ordered it.',
    ],
    next: ['Flood certificates usually arrive within one business day.', 'We will e-mail you when your documents are ready to sign.'],
  },
  incorrectPin: {
    title: 'We could not confirm your identity',
    tone: 'stop',
    explanation: ['The code you entered did not match too many times, so we have paused your application to protect it.'],
    next: ['Please contact us so we can confirm your identity and reopen your application.'],
  },
  noCredit: {
    title: 'We could not find your credit report',
    tone: 'stop',
    explanation: [
      'Even with your social security number, the credit bureau could not find a report that matches your details.',
    ],
    next: [
      'A member of our team will review your application and contact you within two business days.',
      'If you recently moved or changed your name, let us know: it often explains a missing match.',
    ],
  },
  propertyReview: {
    title: 'We need to confirm your property',
    tone: 'stop',
    explanation: [
      'We could not match the address you gave to a single property in public records. It may be a new build, a recent sale or an address written differently in the records.',
    ],
    next: ['A member of our team will check the records and contact you within two business days.'],
  },
  underwritingReview: {
    title: 'Your application is being reviewed',
    tone: 'wait',
    explanation: ['One of our underwriters is taking a closer look at your application.'],
    next: [
      'Most reviews are finished within two business days.',
      'We will contact you if we need anything else, and e-mail you when the review is done.',
    ],
  },
  delinquencyReview: {
    title: 'We are reviewing your credit history',
    tone: 'wait',
    explanation: [
      'Your credit report shows a late or missed payment on one of your accounts, so a member of our team is reviewing it before we can make you an offer.',
    ],
    next: [
      'Most reviews are finished within two business days.',
      'If you have a letter or statement explaining the payment, have it ready: we may ask for it.',
    ],
  },
  incorrectOwnership: {
    title: 'We need to confirm who owns your property',
    tone: 'stop',
    explanation: [
      'The ownership in public records does not match what you told us. Everyone on the title must be part of a home equity line of credit.',
    ],
    next: ['A member of our team will contact you to confirm the owners of your property.'],
  },
  valuationHold: {
    title: 'Your home valuation is in progress',
    tone: 'wait',
    explanation: [
      'We have ordered a valuation of your home from a local professional. It tells us how much equity your line of credit can use.',
    ],
    next: ['Valuations usually take three to five business days.', 'We will e-mail you as soon as it is complete.'],
  },
  valuationWaiting: {
    title: 'We are waiting on your home valuation',
    tone: 'wait',
    explanation: ['Your home valuation has been requested and we are waiting for the result.'],
    next: ['There is nothing you need to do right now.', 'We will e-mail you as soon as the result arrives.'],
  },
} as const satisfies Record<string, TStateScreen>;

export type TStateScreenKey = keyof typeof STATE_SCREENS;

export const isStateScreenKey = (value: unknown): value is TStateScreenKey =>
  typeof value === 'string' && Object.hasOwn(STATE_SCREENS, value);
