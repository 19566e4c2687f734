import type { TSmsSender } from './sms-sender.ts';

/** Text messages stay in the sandbox mailbox (the outbox row), where tests and demos read them. */
export const createSandboxSmsSender = (): TSmsSender => ({
  via: 'SANDBOX',
  send: async () => undefined,
});
