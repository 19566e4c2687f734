export const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected happened';

/**
 * The text of an error answer (spec 02 section 8): one message as it is; several joined by commas
 * with a final period; none gives "Something unexpected happened".
 */
export const joinErrorMessages = (errors: readonly string[] | undefined): string => {
  const messages = (errors ?? []).map((m) => m.trim()).filter(Boolean);
  if (messages.length === 0) return UNEXPECTED_ERROR_MESSAGE;
  if (messages.length === 1) return messages[0] as string;
  const joined = messages.map((m) => m.replace(/\.+$/, '')).join(', ');
  return `${joined}.`;
};
