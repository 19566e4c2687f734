import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSupportHoursCall, urlOf, ZWeekEntryList } from '@lintel/contract';
import { supportHoursLines } from '@lintel/domain';
import { api } from '@/lib/api-client.ts';

/** The footer's department (spec 02 section 9 "Footer"). */
export const SUPPORT_HOURS_PATH = urlOf(listSupportHoursCall, { department: 'OPS_PHONE' });

/** GET .../hours/OPS_PHONE?display=true (x-org is sent by the api client): the week of phone hours. */
export const getSupportHours = async (signal?: AbortSignal) =>
  ZWeekEntryList.parse(await api.get(SUPPORT_HOURS_PATH, { query: { display: true }, context: 'external', signal, redirectOnUnauthenticated: false }));

export const supportHoursQuery = (orgCode: string) =>
  queryOptions({
    queryKey: ['support-hours', orgCode],
    queryFn: ({ signal }) => getSupportHours(signal),
    staleTime: 60 * 60_000,
    select: supportHoursLines,
  });

/** The customer-service hours as lines in Pacific time ("Monday - Friday: 6:00 AM - 6:00 PM PT", ...). */
export const useSupportHours = (orgCode: string) => useQuery(supportHoursQuery(orgCode));
