// One key per registration attempt, kept for the tab: a double click, a retry after a lost answer or a
// reload during submit all send the same key, and the server answers the same application.
const KEY = 'lintel.register-idempotency-key';

export const getRegistrationIdempotencyKey = (): string => {
  const existing = window.sessionStorage.getItem(KEY);
  if (existing) return existing;
  const key = crypto.randomUUID();
  window.sessionStorage.setItem(KEY, key);
  return key;
};

export const clearRegistrationIdempotencyKey = (): void => window.sessionStorage.removeItem(KEY);
