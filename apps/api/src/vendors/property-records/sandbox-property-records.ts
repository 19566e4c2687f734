import { waitSandboxDelay } from '../sandbox-delay.ts';
import { hashToUnit, sandboxFirstMortgageBalance, sandboxFirstMortgagePayment } from '../sandbox-seed.ts';
import type { TPropertyLookupRequest, TPropertyLookupResult, TPropertyRecords } from './property-records.ts';

const startsWithTrigger = (street1: string, trigger: string): boolean =>
  street1.trim().toLowerCase().startsWith(trigger.toLowerCase());

const apnFor = (request: TPropertyLookupRequest, unit: string): string =>
  `${Math.floor(hashToUnit('apn', request.street1, request.zip, unit) * 1e9)
    .toString()
    .padStart(9, '0')
    .replace(/^(\d{3})(\d{3})(\d{3})$/, '$1-$2-$3')}`;

/** Zip codes the sandbox treats as a declared disaster area (spec 01: the application continues with an inspection). */
export const SANDBOX_DISASTER_ZIPS: readonly string[] = ['90265', '96761', '33931'];

/**
 * The deterministic property records of spec 04 section 4. Triggers by street1:
 * "1 Nowhere..." finds nothing, "2 Multiple..." finds several properties. Any other address
 * is one property owned solely by the applicant with one first mortgage; one address in ten
 * lies in flood zone AE (the rest in X).
 */
export const findSandboxProperty = (request: TPropertyLookupRequest): TPropertyLookupResult => {
  if (startsWithTrigger(request.street1, '1 Nowhere')) return { outcome: 'NOT_FOUND' };
  if (startsWithTrigger(request.street1, '2 Multiple')) {
    return {
      outcome: 'MULTIPLE',
      candidates: ['Unit A', 'Unit B'].map((unit) => ({
        apn: apnFor(request, unit),
        street1: request.street1,
        street2: unit,
        city: request.city,
        state: request.state,
        zip: request.zip,
      })),
    };
  }
  const inFloodZone = hashToUnit('flood', request.street1, request.zip) < 0.1;
  return {
    outcome: 'FOUND',
    property: {
      apn: apnFor(request, ''),
      street1: request.street1,
      street2: request.street2 ?? null,
      city: request.city,
      state: request.state,
      zip: request.zip,
      county: `${request.city} County`,
      // "4 Trust...": title held in the owner's revocable trust (spec 04 section 9.3).
      ...(startsWithTrigger(request.street1, '4 Trust')
        ? { ownership: 'TRUST' as const, ownerNames: [`The ${request.ownerLastName} Family Trust`, `${request.ownerFirstName} ${request.ownerLastName}, trustee`.trim()] }
        : { ownership: 'SOLE' as const, ownerNames: [`${request.ownerFirstName} ${request.ownerLastName}`.trim()] }),
      liens: [
        {
          position: 1,
          lienHolder: 'Sandbox Home Loans',
          balance: sandboxFirstMortgageBalance(request) * 100,
          monthlyPayment: sandboxFirstMortgagePayment(request) * 100,
        },
      ],
      floodZone: inFloodZone ? 'AE' : 'X',
      inSpecialFloodHazardArea: inFloodZone,
      inDisasterArea: SANDBOX_DISASTER_ZIPS.includes(request.zip.trim()),
    },
  };
};

export const createSandboxPropertyRecords = (delayMs: number): TPropertyRecords => ({
  async findProperty(request) {
    await waitSandboxDelay(delayMs);
    return findSandboxProperty(request);
  },
  async listDisasterZips() {
    return [...SANDBOX_DISASTER_ZIPS];
  },
});
