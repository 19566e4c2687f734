import { SIGNER_INVITATION_DAYS, type TBrand } from '@lintel/domain';
import type { TEmailContent } from '../outbox/index.ts';

type TInvitationFacts = {
  brand: TBrand;
  signerFirstName: string;
  invitedBy: string;
  propertyLine: string;
  url: string;
};

/** The invitation email's words; the outbox puts them in the brand's layout. */
export const invitationEmail = (facts: TInvitationFacts): TEmailContent => ({
  subject: `${facts.invitedBy} invited you to sign for a home equity line of credit`,
  preview: `Your invitation link works once, for ${SIGNER_INVITATION_DAYS} days.`,
  heading: `${facts.signerFirstName}, you are invited to sign`,
  paragraphs: [
    `${facts.invitedBy} applied for a home equity line of credit with ${facts.brand.companyName} on ${facts.propertyLine} and named you as an owner of the home.`,
    'As an owner, you verify your identity, sign some of the closing documents and meet an online notary. It takes about 15 minutes.',
    `Create your account or log in with the link below. It works once, for ${SIGNER_INVITATION_DAYS} days.`,
  ],
  action: { label: 'Accept the invitation', url: facts.url },
  closing: ['If you do not own this home or did not expect this, you can ignore this email.'],
});

/** The same invitation as a text message to the signer's mobile phone. */
export const invitationText = (facts: TInvitationFacts): string =>
  `${facts.brand.companyNameShort}: ${facts.invitedBy} invited you to sign for a home equity line of credit on ${facts.propertyLine}. Link works once, for ${SIGNER_INVITATION_DAYS} days:`;
