import { readFileSync } from 'node:fs';

// Loaded once, on first use: a set of lower-cased passwords (see breached-passwords.txt's header).
let breached: Set<string> | undefined;

const loadList = (): Set<string> =>
  new Set(
    readFileSync(new URL('./breached-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );

/** True for a password found in the bundled breach list (compared case-insensitively). */
export const isBreachedPassword = (password: string): boolean => {
  breached ??= loadList();
  return breached.has(password.toLowerCase());
};
