import { getBrand } from '@lintel/brands';
import { PRIMARY_SIGNER } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TApplicationRow } from '../application/index.ts';
import { findClosingOffer } from '../offers/index.ts';
import type { TClosingFacts } from './closing-documents.ts';
import { listPackageSigners } from './package-signers.ts';

type TPropertyRecordFacts = {
  county?: string;
  apn?: string;
  floodZone?: string;
  inSpecialFloodHazardArea?: boolean;
  ownership?: string;
  ownerNames?: string[];
};

const recordOf = (application: TApplicationRow): TPropertyRecordFacts => (application.propertyRecord ?? {}) as TPropertyRecordFacts;

export const borrowerNameOf = (application: Pick<TApplicationRow, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) =>
  [application.firstName, application.middleName, application.lastName, application.suffix].filter(Boolean).join(' ');

const phoneOf = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/**
 * Other owners of record besides the applicant (a joint title): the package then waits for them on
 * signing/additional (CO_DEED_REQ) before the notary.
 */
export const hasOtherOwners = async (db: Db, application: TApplicationRow): Promise<boolean> => {
  const record = recordOf(application);
  if (record.ownership === 'JOINT' || (record.ownership !== 'TRUST' && (record.ownerNames?.length ?? 0) > 1)) return true;
  return (await listPackageSigners({ db, applicationUuid: application.uuid })).some((signer) => signer.signerKey !== PRIMARY_SIGNER);
};

/** The facts of the closing documents: the application, its chosen offer (domain money math) and the brand. */
export const gatherClosingFacts = async (options: { db: Db; application: TApplicationRow; date: Date }): Promise<TClosingFacts> => {
  const { db, application } = options;
  const offer = await findClosingOffer({ db, application });
  if (!offer) throw new Error(`application ${application.uuid} has no chosen offer to close on`);
  const brand = getBrand(application.organizationCode);
  const record = recordOf(application);
  const signers = await listPackageSigners({ db, applicationUuid: application.uuid });
  const borrowerName = borrowerNameOf(application);
  const primary = signers.find((signer) => signer.signerKey === PRIMARY_SIGNER);
  const address = [
    application.propertyStreet1,
    application.propertyStreet2,
    `${application.propertyCity}, ${application.propertyState} ${application.propertyZip}`,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    loanNumber: application.loanNumber,
    lender: {
      name: brand?.companyName ?? application.organizationCode,
      address: brand?.companyAddress ?? '',
      nmls: brand?.nmlsNumber ?? '',
      phone: brand ? phoneOf(brand.supportPhoneNumber.number) : '',
      email: brand?.supportEmail ?? '',
    },
    borrower: { key: PRIMARY_SIGNER, name: borrowerName, email: primary?.email ?? application.email ?? '' },
    owners: [
      { key: PRIMARY_SIGNER, name: borrowerName },
      ...signers.filter((signer) => signer.signerKey !== PRIMARY_SIGNER).map((signer) => ({ key: signer.signerKey, name: signer.name })),
    ],
    property: {
      address,
      state: application.propertyState,
      county: record.county ?? null,
      apn: record.apn ?? null,
      floodZone: record.floodZone ?? null,
      inFloodHazardArea: record.inSpecialFloodHazardArea ?? false,
    },
    primaryResidence: application.occupancyType === 'HOME',
    offer,
    date: options.date,
  };
};
