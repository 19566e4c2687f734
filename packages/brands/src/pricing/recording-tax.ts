/**
 * Recording tax per $100,000 of line in the states with recording tax rules (spec 02 section 9), within the
 * disclosed range of $0 to $1,400 per $100,000. Sample schedule: the figures are data a lender replaces with
 * its title partner's schedule; the states are the spec's.
 */
export const STANDARD_RECORDING_TAX_PER_100K: Readonly<Record<string, string>> = {
  AR: '330',
  CO: '10',
  HI: '100',
  IL: '150',
  IN: '25',
  KY: '50',
  LA: '40',
  MD: '1400',
  ME: '220',
  MI: '110',
  MN: '240',
  MO: '35',
  NJ: '100',
  NV: '195',
  OK: '100',
  OR: '15',
  PA: '100',
  SD: '50',
  UT: '40',
  WV: '110',
  WY: '15',
};
