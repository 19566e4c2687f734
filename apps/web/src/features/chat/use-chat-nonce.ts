import { useCallback, useEffect, useRef } from 'react';
import { CHAT_LIMITS } from '@lintel/domain';
import { isAuthenticated } from '@/lib/session.ts';
import { authenticateChat, refreshChatNonce } from './api/chat-api.ts';

/**
 * The signed-in applicant's chat nonce (spec 03 section 7): from webchat/authenticate when the widget opens, then
 * renewed through webchat/refresh every 60 s while it stays open, so the nonce the chat calls carry is always live
 * (it lives 5 minutes). A visitor who is not signed in makes no call and has no nonce. The spec ties the refresh to a
 * "borrower-authentication flag" that is not in its fixed flag list; being signed in is that condition here
 * (decision 091).
 */
export const useChatNonce = (): (() => Promise<string | undefined>) => {
  const current = useRef<Promise<string | undefined> | undefined>(undefined);

  const renew = useCallback(() => {
    if (!isAuthenticated()) return (current.current = Promise.resolve(undefined));
    const previous = current.current;
    current.current = (async () => {
      const old = await previous?.catch(() => undefined);
      return (old ? await refreshChatNonce(old) : undefined) ?? (await authenticateChat());
    })();
    return current.current;
  }, []);

  useEffect(() => {
    void renew();
    const timer = window.setInterval(() => void renew(), CHAT_LIMITS.nonceRefreshMs);
    return () => window.clearInterval(timer);
  }, [renew]);

  return useCallback(() => current.current ?? renew(), [renew]);
};
