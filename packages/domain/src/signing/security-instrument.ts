import type { TUsStateAbbrev } from '../brand/us-states.ts';

/**
 * The HELOC's security instrument, signed before the notary (spec 04 section 9): a deed of trust (three parties:
 * grantor, trustee, beneficiary; power of sale), a mortgage (two parties: mortgagor, mortgagee) or, in Georgia, a
 * security deed (a deed to secure debt: grantor and grantee). The package's document kind stays `DEED_OF_TRUST`
 * for every state (stored rows, tests and the notary look it up by that kind); its title, file name and wording
 * follow the property's state (decision 090).
 */
export const SECURITY_INSTRUMENT_KINDS = ['DEED_OF_TRUST', 'MORTGAGE', 'SECURITY_DEED'] as const;
export type TSecurityInstrumentKind = (typeof SECURITY_INSTRUMENT_KINDS)[number];

/**
 * The customary residential security instrument of every state the product can lend in (the 50 states and DC,
 * as brands' licensed states are): the one the Fannie Mae/Freddie Mac uniform first-lien security instruments
 * use for that state. Where a state permits both, the uniform instrument's is the customary one (Maryland: deed
 * of trust; Alabama, Arkansas, Illinois, Kentucky, Michigan, South Dakota: mortgage). A `Record` over every
 * licensable state, so a state missing here does not compile.
 */
export const SECURITY_INSTRUMENT_BY_STATE: Readonly<Record<TUsStateAbbrev, TSecurityInstrumentKind>> = Object.freeze({
  AL: 'MORTGAGE',
  AK: 'DEED_OF_TRUST',
  AZ: 'DEED_OF_TRUST',
  AR: 'MORTGAGE',
  CA: 'DEED_OF_TRUST',
  CO: 'DEED_OF_TRUST',
  CT: 'MORTGAGE',
  DE: 'MORTGAGE',
  DC: 'DEED_OF_TRUST',
  FL: 'MORTGAGE',
  GA: 'SECURITY_DEED',
  HI: 'MORTGAGE',
  ID: 'DEED_OF_TRUST',
  IL: 'MORTGAGE',
  IN: 'MORTGAGE',
  IA: 'MORTGAGE',
  KS: 'MORTGAGE',
  KY: 'MORTGAGE',
  LA: 'MORTGAGE',
  ME: 'MORTGAGE',
  MD: 'DEED_OF_TRUST',
  MA: 'MORTGAGE',
  MI: 'MORTGAGE',
  MN: 'MORTGAGE',
  MS: 'DEED_OF_TRUST',
  MO: 'DEED_OF_TRUST',
  MT: 'DEED_OF_TRUST',
  NE: 'DEED_OF_TRUST',
  NV: 'DEED_OF_TRUST',
  NH: 'MORTGAGE',
  NJ: 'MORTGAGE',
  NM: 'MORTGAGE',
  NY: 'MORTGAGE',
  NC: 'DEED_OF_TRUST',
  ND: 'MORTGAGE',
  OH: 'MORTGAGE',
  OK: 'MORTGAGE',
  OR: 'DEED_OF_TRUST',
  PA: 'MORTGAGE',
  RI: 'MORTGAGE',
  SC: 'MORTGAGE',
  SD: 'MORTGAGE',
  TN: 'DEED_OF_TRUST',
  TX: 'DEED_OF_TRUST',
  UT: 'DEED_OF_TRUST',
  VT: 'MORTGAGE',
  VA: 'DEED_OF_TRUST',
  WA: 'DEED_OF_TRUST',
  WV: 'DEED_OF_TRUST',
  WI: 'MORTGAGE',
  WY: 'MORTGAGE',
});

/**
 * The instrument for a property's state (postal code, any case). Outside the table (a territory, which no brand
 * can license): a mortgage, the two-party instrument every US jurisdiction accepts.
 */
export const securityInstrumentOf = (state: string): TSecurityInstrumentKind => {
  const code = state.trim().toUpperCase();
  return Object.hasOwn(SECURITY_INSTRUMENT_BY_STATE, code) ? SECURITY_INSTRUMENT_BY_STATE[code as TUsStateAbbrev] : 'MORTGAGE';
};

/** How a document names its instrument and its parties. */
export type TSecurityInstrumentWords = {
  /** The document's title, as shown to the signer, the notary and agents: "Deed of Trust". */
  title: string;
  /** In a sentence: "deed of trust". */
  noun: string;
  fileName: string;
  /** The owners who sign it (borrower and co-owners). */
  ownerRole: string;
  /** The lender. */
  lenderRole: string;
  /** A deed of trust's third party, or null. */
  trusteeRole: string | null;
};

export const SECURITY_INSTRUMENT_WORDS: Readonly<Record<TSecurityInstrumentKind, TSecurityInstrumentWords>> = Object.freeze({
  DEED_OF_TRUST: {
    title: 'Deed of Trust',
    noun: 'deed of trust',
    fileName: 'deed-of-trust.pdf',
    ownerRole: 'Grantor',
    lenderRole: 'Beneficiary',
    trusteeRole: 'Trustee',
  },
  MORTGAGE: { title: 'Mortgage', noun: 'mortgage', fileName: 'mortgage.pdf', ownerRole: 'Mortgagor', lenderRole: 'Mortgagee', trusteeRole: null },
  SECURITY_DEED: {
    title: 'Security Deed',
    noun: 'security deed',
    fileName: 'security-deed.pdf',
    ownerRole: 'Grantor',
    lenderRole: 'Grantee',
    trusteeRole: null,
  },
});

/** The words of the instrument of a property in `state`. */
export const securityInstrumentWordsOf = (state: string): TSecurityInstrumentWords => SECURITY_INSTRUMENT_WORDS[securityInstrumentOf(state)];
