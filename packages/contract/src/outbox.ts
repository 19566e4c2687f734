import { z } from 'zod';
import { defineCall } from './define-call.ts';

/** GET /service-ops/agent/api/v1/outbox?to={address} (admin): whose sandbox mailbox to list. */
export const ZOutboxQuery = z.object({
  to: z
    .string({ error: 'Please give the address whose messages to list (to)' })
    .trim()
    .min(1, 'Please give the address whose messages to list (to)')
    .max(254, 'The address must be at most 254 characters'),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

/** One message of the sandbox mailbox (spec 04 section 9.2); `links` are the addresses it links to, its action first. */
export const ZOutboxMessage = z.object({
  to: z.string(),
  channel: z.enum(['EMAIL', 'SMS']),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** Newest first, at most OUTBOX_LIST_LIMIT. */
export const ZOutboxList = z.array(ZOutboxMessage);
export const OUTBOX_LIST_LIMIT = 100;

export const listSandboxMailboxCall = defineCall({
  id: 'listSandboxMailbox',
  method: 'GET',
  path: '/service-ops/agent/api/v1/outbox',
  summary: 'The sandbox mailbox of one address, newest first (admins; spec 04 section 9.2).',
  access: 'admin',
  query: ZOutboxQuery,
  answers: { 200: ZOutboxList },
  errors: [400, 401, 404],
});

export const outboxCalls = [listSandboxMailboxCall] as const;
