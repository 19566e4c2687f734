import type { TEmailContent } from '../outbox/index.ts';

/**
 * The loan team's email when a signer withdraws their E-SIGN consent (E-SIGN Act 101(c)(1)): what happened, and
 * what the applicant was promised (ESIGN_WITHDRAWAL): the closing documents on paper, at no charge.
 */
export const consentWithdrawnEmail = (facts: { loanNumber: string; signerName: string; withdrawnAt: Date }): TEmailContent => ({
  subject: `Loan ${facts.loanNumber}: consent to electronic records withdrawn`,
  heading: 'A signer withdrew their consent to electronic records',
  paragraphs: [
    `${facts.signerName} withdrew their consent to electronic records and signatures for loan ${facts.loanNumber} on ${facts.withdrawnAt.toISOString()}.`,
    'They were told that their closing documents will be sent on paper, at no charge, and that closing may take longer. They can no longer sign electronically unless they agree again.',
    'Records they already received electronically are not affected.',
  ],
});
