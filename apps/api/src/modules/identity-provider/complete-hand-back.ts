import type { TProviderState } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { issueCode } from './one-time-codes.ts';

/**
 * Where the browser goes once the person is signed up or logged in: the return path on our origin with
 * the broker's nonce, unchanged, and a fresh one-time code.
 */
export const completeHandBack = async (options: { db: Db; identityUuid: string; state: TProviderState }): Promise<string> => {
  const code = await issueCode(options);
  const query = new URLSearchParams({ externalStateNonce: options.state.externalStateNonce, code });
  return `${options.state.returnUrl}?${query.toString()}`;
};
