import type { TBrand } from '@lintel/domain';
import type { TEmailContent } from '../outbox/index.ts';

type TDocumentsReadyFacts = {
  brand: TBrand;
  signerFirstName: string;
  invitedBy: string;
  propertyLine: string;
  url: string;
};

/**
 * The email the co-owner's pages promise ("We will email you when your documents are ready"): sent once the
 * closing package holds places of theirs to sign. The outbox puts the words in the brand's layout.
 */
export const documentsReadyEmail = (facts: TDocumentsReadyFacts): TEmailContent => ({
  subject: 'Your documents are ready to sign',
  preview: `The closing documents for ${facts.propertyLine} are ready for you.`,
  heading: `${facts.signerFirstName}, your documents are ready`,
  paragraphs: [
    `The closing documents of the home equity line of credit that ${facts.invitedBy} applied for with ${facts.brand.companyName} on ${facts.propertyLine} are ready.`,
    'Log in to review and sign the ones that need your signature. The online notary meeting comes after.',
  ],
  action: { label: 'Review your documents', url: facts.url },
});
