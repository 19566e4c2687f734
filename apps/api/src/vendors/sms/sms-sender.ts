/** How the outbox hands a text message over. No SMS provider is contracted yet: only the sandbox exists. */

export type TOutgoingSms = { to: string; text: string };

export type TSmsSender = {
  via: 'SANDBOX';
  send(sms: TOutgoingSms): Promise<void>;
};
