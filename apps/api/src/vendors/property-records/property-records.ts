/** What a property-records provider answers about the property being borrowed against (spec 04 section 4). */

export type TPropertyLookupRequest = {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
  /** The applicant's legal name, compared with the owners of record. */
  ownerFirstName: string;
  ownerLastName: string;
};

/** A recorded lien; money in whole cents. */
export type TPropertyLien = {
  position: number;
  lienHolder: string;
  balance: number;
  monthlyPayment: number;
};

export type TPropertyRecord = {
  apn: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
  county: string;
  ownership: 'SOLE' | 'JOINT' | 'TRUST';
  ownerNames: string[];
  liens: TPropertyLien[];
  /** FEMA flood zone code; zones starting A or V are special flood hazard areas. */
  floodZone: string;
  inSpecialFloodHazardArea: boolean;
  inDisasterArea: boolean;
};

export type TPropertyLookupResult =
  | { outcome: 'FOUND'; property: TPropertyRecord }
  | { outcome: 'NOT_FOUND' }
  | { outcome: 'MULTIPLE'; candidates: Pick<TPropertyRecord, 'apn' | 'street1' | 'street2' | 'city' | 'state' | 'zip'>[] };

export type TPropertyRecords = {
  findProperty(request: TPropertyLookupRequest): Promise<TPropertyLookupResult>;
  /** Zip codes in a declared disaster area: registration warns that a post-disaster inspection follows (spec 01 section 5). */
  listDisasterZips(): Promise<string[]>;
};
