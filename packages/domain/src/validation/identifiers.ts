import { z } from 'zod/mini';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spec's identifier check: 8-4-4-4-12 hexadecimal, any version (RFC 4122 variants are not required). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
export const ZUuidString = z.string().check(z.regex(UUID_PATTERN));

/** An absolute http or https URL (the spec's link check); javascript:, data: and relative paths fail. */
export const ZHttpLink = z.url({ protocol: /^https?$/ });
export const isHttpLink = (value: string): boolean => ZHttpLink.safeParse(value).success;

/** The last 4 digits of an account mask or number, as the UI shows it ("ending with 1234"). */
export const toLastFourDigits = (maskOrNumber: string): string => maskOrNumber.replace(/\D/g, '').slice(-4);
