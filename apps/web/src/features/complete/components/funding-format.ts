import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';

export const errorMessageOf = (error: unknown) =>
  isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE;

/** A date and time as people at the property read it, with the zone named. */
export const inZone = (iso: string, timeZone: string, withTime = true) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
  });
