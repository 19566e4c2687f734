import { z } from 'zod/mini';
import { ZAddressSuggestionList, ZTypeaheadQuery } from './address.ts';
import {
  ORGANIZATION_PATH,
  STATE_LICENSES_PATH,
  ZOrganizationInfo,
  ZOrganizationQuery,
  ZStateLicensesQuery,
  ZStateLicensesResponse,
} from './brand.ts';
import { defineCall } from './define-call.ts';
import { ZOfferCodeParams, ZOfferCodeRecord } from './offer-code.ts';
import { ZDepartment, ZHoursQuery, ZOpenStatus, ZWeekEntryList } from './operating-hours.ts';

/** Public reads (no sign-in): brand facts, support hours, offer codes and the address typeahead. */

export const listStateLicensesCall = defineCall({
  id: 'listStateLicenses',
  method: 'GET',
  path: STATE_LICENSES_PATH,
  summary: 'The brand’s state licenses, for the footer and the licensing page.',
  access: 'public',
  query: ZStateLicensesQuery,
  answers: { 200: ZStateLicensesResponse },
  errors: [400],
});

export const describeOrganizationCall = defineCall({
  id: 'describeOrganization',
  method: 'GET',
  path: ORGANIZATION_PATH,
  summary: 'The brand’s public facts (name, contact, legal names) for the page.',
  access: 'public',
  query: ZOrganizationQuery,
  answers: { 200: ZOrganizationInfo },
  errors: [400],
});

const ZDepartmentParams = z.object({ department: ZDepartment });

export const listSupportHoursCall = defineCall({
  id: 'listSupportHours',
  method: 'GET',
  path: '/service-operating-hours/external/api/v1/hours/{department}',
  summary: 'The department’s support hours this week, in Pacific time (display form HH:mm).',
  access: 'public',
  params: ZDepartmentParams,
  query: ZHoursQuery,
  answers: { 200: ZWeekEntryList },
  errors: [400],
});

export const listSupportHoursWeekCall = defineCall({
  id: 'listSupportHoursWeek',
  method: 'GET',
  path: '/service-operating-hours/external/api/v1/hours/{department}/week',
  summary: 'The same week of support hours as the department call, under the path the web also uses.',
  access: 'public',
  params: ZDepartmentParams,
  query: ZHoursQuery,
  answers: { 200: ZWeekEntryList },
  errors: [400],
});

export const findSupportOpenStatusCall = defineCall({
  id: 'findSupportOpenStatus',
  method: 'GET',
  path: '/service-operating-hours/external/api/v1/hours/{department}/openStatus',
  summary: 'Whether the department is open now (by the server’s simulated clock).',
  access: 'public',
  params: ZDepartmentParams,
  answers: { 200: ZOpenStatus },
  errors: [400],
});

export const findOfferCodeCall = defineCall({
  id: 'findOfferCode',
  method: 'GET',
  path: '/service-application/external/api/v1/offercode/{code}',
  summary:
    'The mailed offer behind a code (limited to 60 a minute per address so codes cannot be guessed in bulk).',
  access: 'public',
  params: ZOfferCodeParams,
  answers: { 200: ZOfferCodeRecord },
  errors: [400, 404, 429],
});

export const suggestAddressesCall = defineCall({
  id: 'suggestAddresses',
  method: 'GET',
  path: '/service-address/external/api/v1/typeahead',
  summary: 'Address suggestions for what the applicant has typed.',
  access: 'public',
  query: ZTypeaheadQuery,
  answers: { 200: ZAddressSuggestionList },
  errors: [400],
});

export const publicReadCalls = [
  listStateLicensesCall,
  describeOrganizationCall,
  listSupportHoursCall,
  listSupportHoursWeekCall,
  findSupportOpenStatusCall,
  findOfferCodeCall,
  suggestAddressesCall,
] as const;
