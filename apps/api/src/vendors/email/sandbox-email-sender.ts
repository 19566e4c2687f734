import type { TEmailSender } from './email-sender.ts';

/**
 * No SMTP server configured: the outbox row itself is the sandbox mailbox (GET /service-ops/agent/api/v1/outbox),
 * so accepting the message is all there is to do. Deterministic and offline, like every sandbox.
 */
export const createSandboxEmailSender = (): TEmailSender => ({
  via: 'SANDBOX',
  send: async () => undefined,
});
