/**
 * ABA routing transit numbers: nine digits whose weighted sum (3, 7, 1 repeated) is a multiple of ten
 * (American Bankers Association, Routing Number Policy and Procedures; the same check Nacha's ACH rules use).
 */
export const isValidRoutingNumber = (value: string): boolean => {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number) as [number, number, number, number, number, number, number, number, number];
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
};

/**
 * The routing-number directory: the bank's name for a routing number. A small data table of widely used
 * numbers (no maintained package carries the Federal Reserve's E-Payments directory); a number with a valid
 * checksum that is not listed is still accepted, shown without a name. Replace with the Fed's file (FedACH
 * participant list) in production: the lookup's shape stays.
 */
const ROUTING_DIRECTORY: Readonly<Record<string, string>> = {
  '011000015': 'Federal Reserve Bank of Boston',
  '011000028': 'State Street Bank and Trust Company',
  '011000138': 'Bank of America',
  '021000021': 'JPMorgan Chase Bank',
  '021000089': 'Citibank',
  '026009593': 'Bank of America',
  '031176110': 'Capital One',
  '031201360': 'TD Bank',
  '043000096': 'PNC Bank',
  '044000037': 'JPMorgan Chase Bank',
  '051000017': 'Bank of America',
  '053000196': 'Bank of America',
  '061000104': 'Truist Bank',
  '063100277': 'Bank of America',
  '071000013': 'JPMorgan Chase Bank',
  '091000019': 'Wells Fargo Bank',
  '091000022': 'U.S. Bank',
  '111000025': 'Bank of America',
  '121000248': 'Wells Fargo Bank',
  '121042882': 'Wells Fargo Bank',
  '122000661': 'Bank of America',
  '256074974': 'Navy Federal Credit Union',
  '314074269': 'USAA Federal Savings Bank',
  '322271627': 'JPMorgan Chase Bank',
};

/** The bank's name for a valid routing number, or undefined when the directory does not list it. */
export const bankNameForRoutingNumber = (routingNumber: string): string | undefined =>
  isValidRoutingNumber(routingNumber) ? ROUTING_DIRECTORY[routingNumber] : undefined;
