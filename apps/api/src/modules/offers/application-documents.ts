import { getBrand } from '@lintel/brands';
import {
  centsToDollars,
  closingCostsDisclosure,
  employmentTypeLabel,
  formatMoney,
  formatRate,
  OCCUPANCY_TYPE_LABELS,
  originationFeeDisclosure,
  recordingTaxDisclosure,
  summarizeOffer,
  valuationDisclosure,
} from '@lintel/domain';
import { MARITAL_STATUS_LABELS, CFPB_HELOC_BROCHURE_TITLE, CFPB_HELOC_BROCHURE_URL } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { notFound } from '../../platform/http-error.ts';
import type { TApplicationRow } from '../application/index.ts';
import { findLatestDocumentOfType, readDocumentBytes, storeGeneratedDocument } from '../documents/index.ts';
import { findApplicationDetails, findOfferSelection } from './details-store.ts';
import { offerSetOf } from './offer-set-of.ts';
import { renderTextPdf, type TPdfSection } from './render-text-pdf.ts';

/** Documents this module makes: the application summary (spec 02 document type) and the HELOC early disclosures. */
export const GENERATED_DOCUMENT_TYPES = ['APPLICATION_SUMMARY', 'HELOC_DISCLOSURES'] as const;
export type TGeneratedDocumentType = (typeof GENERATED_DOCUMENT_TYPES)[number];
export const isGeneratedDocumentType = (value: string): value is TGeneratedDocumentType =>
  (GENERATED_DOCUMENT_TYPES as readonly string[]).includes(value);

const money = (cents: number | null) => (cents === null ? 'Not set' : formatMoney(centsToDollars(cents)));

/** The numbers of the chosen offer, from the one calculation path (summarizeOffer). */
const offerRows = async (db: Db, application: TApplicationRow): Promise<[string, string][]> => {
  const selection = await findOfferSelection(db, application.uuid);
  const offerSet = offerSetOf(application);
  if (
    !selection ||
    application.rate === null ||
    application.term === null ||
    application.uwCalculatedDrawAmount === null
  )
    return [['Offer', 'Not selected yet']];
  const summary = summarizeOffer({
    draw: centsToDollars(application.uwCalculatedDrawAmount),
    feeRate: selection.originationFeeRate,
    maxFee: offerSet?.ofeeMaxThreshold,
    annualRatePercent: application.rate,
    termYears: application.term,
  });
  return [
    [
      'Product',
      `Home equity line of credit, ${application.rateType === 'FIXED' ? 'fixed-rate' : 'variable-rate'} draw`,
    ],
    ['Initial draw', formatMoney(summary.draw)],
    [
      'Origination fee',
      `${formatMoney(summary.originationFee)} (${formatRate(Number(selection.originationFeeRate) * 100)} of the draw)`,
    ],
    ['Draw total (amount financed with the fee)', formatMoney(summary.loanAmount)],
    ['Interest rate', `${formatRate(application.rate)} fixed`],
    ['APR', formatRate(summary.apr)],
    ['Monthly payment', formatMoney(summary.monthlyPayment)],
    ['Term', `${application.term} years`],
  ];
};

const summarySections = async (db: Db, application: TApplicationRow): Promise<TPdfSection[]> => {
  const details = await findApplicationDetails(db, application.uuid);
  const name = [application.firstName, application.middleName, application.lastName, application.suffix]
    .filter(Boolean)
    .join(' ');
  const address = [
    application.propertyStreet1,
    application.propertyStreet2,
    `${application.propertyCity}, ${application.propertyState} ${application.propertyZip}`,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    {
      heading: 'Applicant',
      rows: [
        ['Name', name],
        ['Email', details?.contact?.email ?? application.email ?? 'Not given'],
        ['Phone', details?.contact?.phoneNumber ?? 'Not given'],
        [
          'Marital status',
          details?.contact
            ? (MARITAL_STATUS_LABELS[details.contact.maritalStatus as keyof typeof MARITAL_STATUS_LABELS] ??
              details.contact.maritalStatus)
            : 'Not given',
        ],
        // Labels, never codes (spec 02 section 3's employment labels).
        ['Employment', employmentTypeLabel(application.employmentType)],
        ['Annual income', formatMoney(application.annualIncome)],
        ['Other income', formatMoney(application.otherIncome)],
      ],
    },
    {
      heading: 'Property',
      rows: [
        ['Address', address],
        ['Occupancy', OCCUPANCY_TYPE_LABELS[application.occupancyType as keyof typeof OCCUPANCY_TYPE_LABELS] ?? application.occupancyType],
        ['Estimated value', money(application.adjustedHomeAmount ?? application.homeValue)],
      ],
    },
    { heading: 'Selected offer', rows: await offerRows(db, application) },
    {
      heading: 'Government monitoring information',
      paragraphs: [details?.hmda ? 'Provided (kept separately from underwriting).' : 'Not yet provided.'],
    },
  ];
};

const disclosureSections = async (db: Db, application: TApplicationRow): Promise<TPdfSection[]> => {
  const brand = getBrand(application.organizationCode);
  const lender = brand?.companyName ?? application.organizationCode;
  return [
    { heading: 'Your offer', rows: await offerRows(db, application) },
    {
      heading: 'Important terms of this home equity line of credit',
      paragraphs: [
        `This disclosure contains important information about the home equity line of credit offered by ${lender}. Keep a copy for your records.`,
        'Security interest: we will take a security interest in your home. You could lose your home if you do not meet the obligations in your agreement with us.',
        'Possible actions: under certain circumstances we can terminate your line, require you to pay the entire outstanding balance in one payment, refuse to make additional extensions of credit, or reduce your credit limit.',
        // The same sentences as the footer's disclosures, derived from the facts and the offer math (domain).
        `Fees: ${originationFeeDisclosure()}`,
        closingCostsDisclosure(),
        recordingTaxDisclosure(),
        ...(brand ? [valuationDisclosure(brand)] : []),
        'Fixed-rate draw: each draw has a fixed interest rate and is repaid in equal monthly payments over the term you choose. Payments include principal and interest, so each draw is fully repaid by the end of its term with no balloon payment.',
        'Minimum payment example: the monthly payment above repays the draw total over the term at the stated rate.',
        'Tax deductibility: you should consult a tax advisor regarding the deductibility of interest and charges for the line.',
        'Right to cancel: you may have the right to cancel this line within three business days after closing.',
        `Home equity brochure: you should have received the CFPB booklet "${CFPB_HELOC_BROCHURE_TITLE}" (${CFPB_HELOC_BROCHURE_URL}).`,
        'Refund of fees: if any term of this plan changes before the line is opened (other than an index-based rate change) and you decide not to open the line because of the change, you may receive a refund of all fees you paid.',
      ],
    },
  ];
};

/** Builds a document from the application's current data. */
export const renderApplicationDocument = async (
  db: Db,
  application: TApplicationRow,
  type: TGeneratedDocumentType,
): Promise<Uint8Array> => {
  const brandName = getBrand(application.organizationCode)?.companyName ?? application.organizationCode;
  if (type === 'APPLICATION_SUMMARY')
    return renderTextPdf({
      title: 'Application summary',
      subtitle: `${brandName} - loan number ${application.loanNumber}`,
      sections: await summarySections(db, application),
    });
  return renderTextPdf({
    title: 'Home equity line of credit disclosures',
    subtitle: `${brandName} - loan number ${application.loanNumber}`,
    sections: await disclosureSections(db, application),
  });
};

/** The name a generated document is stored and downloaded under. */
const FILE_NAMES: Record<TGeneratedDocumentType, string> = {
  APPLICATION_SUMMARY: 'application-summary.pdf',
  HELOC_DISCLOSURES: 'heloc-disclosures.pdf',
};

/** Stores a snapshot of a document (the one given with the submitted application); a rerun replaces it. */
export const storeApplicationDocument = async (
  db: Db,
  files: TFileStore,
  application: TApplicationRow,
  type: TGeneratedDocumentType,
): Promise<void> => {
  await storeGeneratedDocument({
    db,
    files,
    application,
    type,
    name: FILE_NAMES[type],
    bytes: await renderApplicationDocument(db, application, type),
  });
};

/** The stored snapshot when the application has been submitted, else the document built now. */
export const findApplicationDocument = async (
  db: Db,
  files: TFileStore,
  application: TApplicationRow,
  type: string,
): Promise<Uint8Array> => {
  if (!isGeneratedDocumentType(type)) throw notFound();
  const stored = await findLatestDocumentOfType({ db, applicationUuid: application.uuid, type });
  if (stored) return readDocumentBytes({ files, document: stored });
  return renderApplicationDocument(db, application, type);
};
