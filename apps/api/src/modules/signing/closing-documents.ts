import {
  closingCostsDisclosure,
  formatMoney,
  formatRate,
  NOTARY_SIGNER_KEY,
  originationFeeDisclosure,
  PRIMARY_SIGNER,
  recordingTaxDisclosure,
  securityInstrumentWordsOf,
  type TClosingDocumentKind,
} from '@lintel/domain';
import type { TClosingOffer } from '../offers/index.ts';
import { layOutDocument, type TLaidOutDocument } from './pdf-layout.ts';

/** A person who signs: the primary borrower or an additional owner. */
export type TPackageSigner = { key: string; name: string };

/** Everything the closing documents say, gathered once from the application, the chosen offer and the brand. */
export type TClosingFacts = {
  loanNumber: string;
  lender: { name: string; address: string; nmls: string; phone: string; email: string };
  borrower: TPackageSigner & { email: string };
  /** Every owner who signs the deed: the borrower first. */
  owners: readonly TPackageSigner[];
  property: { address: string; state: string; county: string | null; apn: string | null; floodZone: string | null; inFloodHazardArea: boolean };
  primaryResidence: boolean;
  offer: TClosingOffer;
  /** The day the package is made (the transaction's date on the documents). */
  date: Date;
};

/**
 * Titles and file names by kind. The DEED_OF_TRUST kind is the security instrument of the property's state
 * (decision 090): its entries here are the deed of trust's; `titleOf` and `fileNameOf` give the state's.
 */
export const DOCUMENT_TITLES: Record<TClosingDocumentKind, string> = {
  HELOC_AGREEMENT: 'Home Equity Line of Credit Agreement',
  HELOC_FINAL_DISCLOSURE: 'Home Equity Line of Credit Final Disclosure (Regulation Z)',
  RIGHT_TO_CANCEL: 'Notice of Right to Cancel',
  DEED_OF_TRUST: 'Deed of Trust',
  GLBA_NOTICE: 'Privacy Notice (Gramm-Leach-Bliley Act)',
  HAZARD_DISCLOSURE: 'Hazard Insurance Disclosure',
  FLOODDISCLOSURE: 'Flood Hazard Notice',
};

export const FILE_NAMES: Record<TClosingDocumentKind, string> = {
  HELOC_AGREEMENT: 'heloc-agreement.pdf',
  HELOC_FINAL_DISCLOSURE: 'heloc-final-disclosure.pdf',
  RIGHT_TO_CANCEL: 'notice-of-right-to-cancel.pdf',
  DEED_OF_TRUST: 'deed-of-trust.pdf',
  GLBA_NOTICE: 'privacy-notice.pdf',
  HAZARD_DISCLOSURE: 'hazard-insurance-disclosure.pdf',
  FLOODDISCLOSURE: 'flood-hazard-notice.pdf',
};

/** A document's title for a property in `state`: the security instrument's is the state's own. */
export const titleOf = (kind: TClosingDocumentKind, state: string) => (kind === 'DEED_OF_TRUST' ? securityInstrumentWordsOf(state).title : DOCUMENT_TITLES[kind]);
const fileNameOf = (kind: TClosingDocumentKind, state: string) => (kind === 'DEED_OF_TRUST' ? securityInstrumentWordsOf(state).fileName : FILE_NAMES[kind]);

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The figures every document repeats, from the domain's money functions (the offer screen's). */
export const offerRowsOf = (offer: TClosingOffer): [string, string][] => [
  ['Line amount (credit limit)', formatMoney(offer.loanAmount)],
  ['Initial draw', formatMoney(offer.draw)],
  ['Origination fee', `${formatMoney(offer.originationFee)} (${formatRate(Number(offer.feeRate) * 100)} of the initial draw, financed)`],
  ['Interest rate', `${formatRate(offer.annualRatePercent)} ${offer.rateType === 'VARIABLE' ? 'variable' : 'fixed'}`],
  ['Annual percentage rate (APR)', formatRate(offer.apr)],
  ['Monthly payment', formatMoney(offer.monthlyPayment)],
  ['Term', `${offer.termYears} years`],
];

const subtitleOf = (facts: TClosingFacts) => `${facts.lender.name} - loan number ${facts.loanNumber} - ${longDate(facts.date)}`;

const agreement = (facts: TClosingFacts) => {
  const instrument = securityInstrumentWordsOf(facts.property.state).noun;
  return layOutDocument({
    title: DOCUMENT_TITLES.HELOC_AGREEMENT,
    subtitle: subtitleOf(facts),
    initialsFor: [{ signerKey: PRIMARY_SIGNER, name: facts.borrower.name }],
    write: (w) => {
      w.rows([
        ['Borrower', facts.borrower.name],
        ['Lender', `${facts.lender.name}, ${facts.lender.address} (NMLS ${facts.lender.nmls})`],
        ['Property', facts.property.address],
      ]);
      w.heading('1. Your line of credit');
      w.rows(offerRowsOf(facts.offer));
      w.paragraph(
        `In this agreement "you" and "your" mean the borrower named above and "we", "us" and "our" mean ${facts.lender.name}. By signing, you ask us to open a home equity line of credit for you up to the line amount above, and you agree to the terms of this agreement.`,
      );
      w.heading('2. Draws');
      w.paragraph(
        `The initial draw is paid out after the rescission period ends and the ${instrument} is recorded. Each draw has a fixed interest rate that does not change for the life of that draw and is repaid in equal monthly payments of principal and interest over the term above, so each draw is fully repaid at the end of its term with no balloon payment.`,
      );
      w.heading('3. Promise to pay');
      w.paragraph(
        `You promise to pay us the amount of each draw, the origination fee financed with it, and interest on the unpaid balance at the interest rate above. Your first monthly payment of ${formatMoney(facts.offer.monthlyPayment)} is due one month after the initial draw and on the same day of each month after that.`,
      );
      w.heading('4. Fees and charges');
      w.paragraph(originationFeeDisclosure());
      w.paragraph(closingCostsDisclosure());
      w.paragraph(recordingTaxDisclosure());
      w.heading('5. Security');
      w.paragraph(
        `Your obligations under this agreement are secured by a ${instrument} on the property above. You could lose your home if you do not meet your obligations. Every owner of the property signs the ${instrument} before a notary.`,
      );
      w.heading('6. Prepayment');
      w.paragraph('You may pay all or part of the balance at any time without penalty.');
      w.heading('7. Termination, acceleration and suspension');
      w.paragraph(
        'We can close your line and require you to pay the entire balance in one payment if you commit fraud or material misrepresentation in connection with the line, you do not meet the repayment terms, or your action or inaction adversely affects our security for the line. We can refuse additional draws or reduce the line amount while the value of the property declines significantly below its appraised value, while we reasonably believe you will not be able to meet the repayment terms because of a material change in your financial circumstances, or while you are in default of a material obligation.',
      );
      w.heading('8. Electronic signatures and records');
      w.paragraph(
        'You agreed to use electronic records and signatures. Your electronic signature on this agreement has the same effect as a handwritten one. We will seal the signed agreement with a digital signature and give you a copy.',
      );
      w.heading('9. Governing law');
      w.paragraph(`This agreement is governed by federal law and the law of the state where the property is located (${facts.property.state}).`);
      w.heading('Signature');
      w.paragraph('By signing below you agree to the terms of this agreement and acknowledge that you received a completed copy of it.');
      w.signatureBlock({ signerKey: PRIMARY_SIGNER, name: facts.borrower.name, caption: 'Borrower', label: 'Borrower signature' });
    },
  });
};

const finalDisclosure = (facts: TClosingFacts) =>
  layOutDocument({
    title: DOCUMENT_TITLES.HELOC_FINAL_DISCLOSURE,
    subtitle: subtitleOf(facts),
    write: (w) => {
      w.paragraph(
        `This disclosure contains important information about your home equity line of credit with ${facts.lender.name} (12 CFR 1026.40 and 1026.6). You should read it carefully and keep a copy for your records.`,
      );
      w.heading('Your terms');
      w.rows([['Borrower', facts.borrower.name], ...offerRowsOf(facts.offer)]);
      w.heading('Security interest');
      w.paragraph('We will take a security interest in your home. You could lose your home if you do not meet the obligations in your agreement with us.');
      w.heading('Possible actions');
      w.paragraph(
        'Under certain circumstances we can terminate your line, require you to pay the entire outstanding balance in one payment, and charge you certain fees; refuse to make additional extensions of credit; or reduce your credit limit. Your agreement describes when.',
      );
      w.heading('Minimum payment requirements');
      w.paragraph(
        `Each draw is repaid in equal monthly payments of principal and interest over ${facts.offer.termYears} years. For the initial draw the monthly payment is ${formatMoney(facts.offer.monthlyPayment)}. The minimum payment repays the draw in full by the end of its term; there is no balloon payment and no negative amortization.`,
      );
      w.heading('Fees and charges');
      w.paragraph(originationFeeDisclosure());
      w.paragraph(closingCostsDisclosure());
      w.paragraph(recordingTaxDisclosure());
      w.heading('Annual percentage rate');
      w.paragraph(
        `The annual percentage rate of the initial draw is ${formatRate(facts.offer.apr)}. It includes interest and the origination fee, which is a prepaid finance charge. Each draw's rate is fixed and does not change during its term.`,
      );
      w.heading('Tax deductibility');
      w.paragraph('You should consult a tax advisor regarding the deductibility of interest and charges for the line.');
      w.heading('Right to cancel');
      w.paragraph('If the property is your principal dwelling, you have the right to cancel within three business days; the notice of your right to cancel explains how.');
      w.heading('Acknowledgement');
      w.paragraph('By signing you acknowledge that you received this disclosure and the home equity brochure before opening the line.');
      w.signatureBlock({ signerKey: PRIMARY_SIGNER, name: facts.borrower.name, caption: 'Borrower', label: 'Acknowledgement of the final disclosure' });
    },
  });

/** Model form G-5 (12 CFR 1026.15) in substance: one notice for each owner, who signs its receipt. */
const rightToCancel = (facts: TClosingFacts, owner: TPackageSigner) =>
  layOutDocument({
    title: DOCUMENT_TITLES.RIGHT_TO_CANCEL,
    subtitle: `${subtitleOf(facts)} - for ${owner.name}`,
    write: (w) => {
      w.rows([
        ['Owner', owner.name],
        ['Property', facts.property.address],
        ['Line amount (credit limit)', formatMoney(facts.offer.loanAmount)],
      ]);
      w.heading('Your right to cancel');
      w.paragraph(
        'You are entering into a transaction that will result in a mortgage, lien or security interest on your home. You have a legal right under federal law to cancel this transaction, without cost, within three business days from whichever of the following events occurs last: (1) the date of the transaction, which is the date you sign your agreement; (2) the date you received your Truth in Lending disclosures; or (3) the date you received this notice of your right to cancel.',
      );
      w.paragraph(
        'If you cancel the transaction, the mortgage, lien or security interest is also cancelled. Within 20 calendar days after we receive your notice, we must take the steps necessary to reflect the fact that the mortgage, lien or security interest on your home has been cancelled, and we must return to you any money or property you have given to us or to anyone else in connection with this transaction.',
      );
      w.paragraph(
        'You may keep any money or property we have given you until we have done the things mentioned above, but you must then offer to return the money or property. If it is impractical or unfair for you to return the property, you must offer its reasonable value. Money must be returned to the address below. If we do not take possession of the money or property within 20 calendar days of your offer, you may keep it without further obligation.',
      );
      w.heading('How to cancel');
      w.paragraph(
        `If you decide to cancel this transaction, you may do so from your application's complete page, or by notifying us in writing at ${facts.lender.name}, ${facts.lender.address}, or by email to ${facts.lender.email}. You may use any written statement that is signed and dated by you and states your intention to cancel. If you cancel by mail, send the notice no later than midnight of the third business day following the latest of the three events listed above.`,
      );
      w.heading('Acknowledgement of receipt');
      w.paragraph('Each owner receives two copies of this notice. By signing you acknowledge that you received them; signing does not waive your right to cancel.');
      w.signatureBlock({ signerKey: owner.key, name: owner.name, caption: 'Owner', label: 'Acknowledgement of the notice of right to cancel' });
    },
  });

/** A row of the parties of the instrument, when there is one (a deed of trust's trustee). */
const optionalRow = (label: string | null, value: string): [string, string][] => (label ? [[label, value]] : []);

/**
 * The security instrument of the property's state (decision 090): a deed of trust (grantor, trustee, beneficiary,
 * power of sale, reconveyance), a mortgage (mortgagor, mortgagee, release) or Georgia's security deed (grantor,
 * grantee, power of sale, cancellation). Every owner signs it before the notary.
 */
const securityInstrument = (facts: TClosingFacts) => {
  const words = securityInstrumentWordsOf(facts.property.state);
  const owner = words.ownerRole.toLowerCase();
  const lender = words.lenderRole.toLowerCase();
  const secured =
    'to secure the repayment of the home equity line of credit agreement of the same date, up to the maximum principal above, with interest, fees and charges, and the performance of the ' +
    `${owner}'s covenants.`;
  return layOutDocument({
    title: words.title,
    subtitle: subtitleOf(facts),
    write: (w) => {
      w.rows([
        [`${words.ownerRole} (borrower and owners)`, facts.owners.map((each) => each.name).join(', ')],
        [`${words.lenderRole} (lender)`, `${facts.lender.name}, ${facts.lender.address}`],
        ...optionalRow(words.trusteeRole, `${facts.lender.name} Trustee Services`),
        ['Property', facts.property.address],
        ...(facts.property.county ? [['County', facts.property.county] as [string, string]] : []),
        ...(facts.property.apn ? [['Assessor parcel number', facts.property.apn] as [string, string]] : []),
        ['Maximum principal secured', formatMoney(facts.offer.loanAmount)],
      ]);
      w.heading('Grant');
      w.paragraph(
        words.trusteeRole
          ? `For value received, the ${owner} irrevocably grants and conveys to the trustee, in trust, with power of sale, the property described above, with all improvements and fixtures, ${secured}`
          : words.lenderRole === 'Grantee'
            ? `For value received, the ${owner} grants and conveys to the ${lender}, with power of sale, the property described above, with all improvements and fixtures, ${secured}`
            : `For value received, the ${owner} mortgages, grants and conveys to the ${lender} the property described above, with all improvements and fixtures, ${secured}`,
      );
      w.heading('Covenants');
      w.paragraph(
        `The ${owner} will pay when due all amounts owed under the agreement; keep the property insured against fire and other hazards (and against flood where required); pay taxes and assessments; keep the property in good repair; not transfer the property without the ${lender}'s consent; and keep every prior lien current.`,
      );
      w.heading('Default and remedies');
      w.paragraph(
        words.trusteeRole || words.lenderRole === 'Grantee'
          ? `If the ${owner} defaults, the ${lender} may declare all sums secured immediately due and may invoke the power of sale and any other remedy permitted by applicable law, after giving the notices that law requires.`
          : `If the ${owner} defaults, the ${lender} may declare all sums secured immediately due and may foreclose this mortgage by judicial proceeding, or use any other remedy permitted by applicable law, after giving the notices that law requires.`,
      );
      w.heading(words.trusteeRole ? 'Reconveyance' : 'Release');
      w.paragraph(
        words.trusteeRole
          ? 'When all sums secured are paid and the line is closed, the trustee will reconvey the property without charge other than recording fees.'
          : `When all sums secured are paid and the line is closed, the ${lender} will release this ${words.noun} without charge other than recording fees.`,
      );
      w.heading('Signatures (before a notary)');
      w.paragraph('Each owner signs before a notary public, in person or by remote online notarization; the notary completes the acknowledgement.');
      for (const each of facts.owners)
        w.signatureBlock({ signerKey: each.key, name: each.name, caption: words.ownerRole, label: `${words.title} signature of ${each.name}` });
      w.heading('Notary acknowledgement');
      w.paragraph(
        `State of ${facts.property.state}. On the date of the notary's electronic seal, the ${owner}(s) named above appeared before the notary, proved their identity on satisfactory evidence and acknowledged that they signed this instrument freely. The notary's electronic signature and seal are applied to the sealed copy.`,
      );
      w.signatureBlock({ signerKey: NOTARY_SIGNER_KEY, name: 'Notary public', caption: 'electronic seal and signature', label: 'Notary acknowledgement', height: 110 });
    },
  });
};

const privacyNotice = (facts: TClosingFacts) =>
  layOutDocument({
    title: DOCUMENT_TITLES.GLBA_NOTICE,
    subtitle: subtitleOf(facts),
    write: (w) => {
      w.heading(`FACTS: What does ${facts.lender.name} do with your personal information?`);
      w.heading('Why?');
      w.paragraph(
        'Financial companies choose how they share your personal information. Federal law gives consumers the right to limit some but not all sharing. Federal law also requires us to tell you how we collect, share and protect your personal information. Please read this notice carefully to understand what we do.',
      );
      w.heading('What?');
      w.paragraph(
        'The types of personal information we collect and share depend on the product you have with us. This information can include your Social Security number and income, your account balances and payment history, your credit history and credit scores.',
      );
      w.heading('How?');
      w.paragraph(
        'All financial companies need to share customers\' personal information to run their everyday business: to process your transactions and maintain your account, to respond to court orders and legal investigations, and to report to credit bureaus. We do not share your personal information with nonaffiliates so they can market to you, and we do not share it with affiliates for their everyday business purposes about your creditworthiness.',
      );
      w.heading('How do we protect your information?');
      w.paragraph('We use security measures that comply with federal law, including computer safeguards, encryption and secured files and buildings.');
      w.heading('Questions?');
      w.paragraph(`Call ${facts.lender.phone} or email ${facts.lender.email}.`);
      w.heading('Acknowledgement');
      w.signatureBlock({ signerKey: PRIMARY_SIGNER, name: facts.borrower.name, caption: 'Borrower', label: 'Acknowledgement of the privacy notice' });
    },
  });

const hazardDisclosure = (facts: TClosingFacts) =>
  layOutDocument({
    title: DOCUMENT_TITLES.HAZARD_DISCLOSURE,
    subtitle: subtitleOf(facts),
    write: (w) => {
      w.rows([['Property', facts.property.address]]);
      w.paragraph(
        `Your ${securityInstrumentWordsOf(facts.property.state).noun} requires you to keep the property insured against loss by fire and other hazards included in the term "extended coverage" for at least the lesser of the replacement cost of the improvements and the total of all liens on the property, including this line.`,
      );
      w.paragraph(
        `You may obtain this insurance from any insurer you choose that is reasonably acceptable to us; we may not require you to buy it from us or from any particular company. The policy must name ${facts.lender.name} as mortgagee (loss payee). If the insurance lapses we may buy coverage to protect our interest, which may cost more and protect you less.`,
      );
      w.heading('Acknowledgement');
      w.signatureBlock({ signerKey: PRIMARY_SIGNER, name: facts.borrower.name, caption: 'Borrower', label: 'Acknowledgement of the hazard insurance disclosure' });
    },
  });

const floodNotice = (facts: TClosingFacts) =>
  layOutDocument({
    title: DOCUMENT_TITLES.FLOODDISCLOSURE,
    subtitle: subtitleOf(facts),
    write: (w) => {
      w.rows([
        ['Property', facts.property.address],
        ['FEMA flood zone', facts.property.floodZone ?? 'Not determined'],
      ]);
      if (facts.property.inFloodHazardArea) {
        w.heading('Notice of special flood hazard');
        w.paragraph(
          'The property securing your line of credit is or will be located in an area with special flood hazards, identified by the Federal Emergency Management Agency. Federal law requires flood insurance on the building for the term of the line: at least the lesser of the outstanding principal, the maximum coverage available under the National Flood Insurance Program, or the insurable value of the building. Flood insurance is available through the National Flood Insurance Program or from private insurers.',
        );
        w.paragraph('Federal disaster relief assistance may be available only in the event of a federally declared flood disaster, and is usually a loan that must be repaid.');
      } else {
        w.heading('Flood determination');
        w.paragraph(
          'The property is not located in a special flood hazard area identified by the Federal Emergency Management Agency. Flood insurance is not required for this line, but floods can happen anywhere: you may choose to buy it.',
        );
      }
      w.heading('Acknowledgement');
      w.signatureBlock({ signerKey: PRIMARY_SIGNER, name: facts.borrower.name, caption: 'Borrower', label: 'Acknowledgement of the flood hazard notice' });
    },
  });

/** One document of the package to store: what it is, for whom (a right to cancel), its bytes and places. */
export type TRenderedClosingDocument = TLaidOutDocument & { kind: TClosingDocumentKind; ownerKey: string | null; title: string; fileName: string };

const rendered = async (facts: TClosingFacts, kind: TClosingDocumentKind, laidOut: Promise<TLaidOutDocument>, owner?: TPackageSigner): Promise<TRenderedClosingDocument> => {
  const title = titleOf(kind, facts.property.state);
  const fileName = fileNameOf(kind, facts.property.state);
  return {
    ...(await laidOut),
    kind,
    ownerKey: owner?.key ?? null,
    title: owner ? `${title} - ${owner.name}` : title,
    fileName: owner && owner.key !== PRIMARY_SIGNER ? fileName.replace('.pdf', `-${owner.key.slice(0, 8)}.pdf`) : fileName,
  };
};

export const renderRightToCancel = (facts: TClosingFacts, owner: TPackageSigner) => rendered(facts, 'RIGHT_TO_CANCEL', rightToCancel(facts, owner), owner);
/** The security instrument (kind DEED_OF_TRUST): the state's deed of trust, mortgage or security deed. */
export const renderDeedOfTrust = (facts: TClosingFacts) => rendered(facts, 'DEED_OF_TRUST', securityInstrument(facts));

/** The whole closing package, in signing order. A notice of the right to cancel per owner on a primary residence only. */
export const renderClosingPackage = async (facts: TClosingFacts): Promise<TRenderedClosingDocument[]> => [
  await rendered(facts, 'HELOC_AGREEMENT', agreement(facts)),
  await rendered(facts, 'HELOC_FINAL_DISCLOSURE', finalDisclosure(facts)),
  ...(facts.primaryResidence ? await Promise.all(facts.owners.map((owner) => renderRightToCancel(facts, owner))) : []),
  await renderDeedOfTrust(facts),
  await rendered(facts, 'GLBA_NOTICE', privacyNotice(facts)),
  await rendered(facts, 'HAZARD_DISCLOSURE', hazardDisclosure(facts)),
  await rendered(facts, 'FLOODDISCLOSURE', floodNotice(facts)),
];
