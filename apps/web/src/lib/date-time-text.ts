/**
 * Dates and times as the pages write them: US English, in the reader's time zone (or the one given). The pages
 * are in English; left to the browser's own locale, a sentence would read "Your session is scheduled for
 * 25/11/2026, 16:00:00." or "mercredi 25 novembre, 16:00 to 17:00" on a French phone.
 */

/** "November 25, 2026 at 4:00 PM EST": a moment, with its zone named (a notary and a signer may be in two). */
export const dateTimeText = (iso: string, timeZone?: string): string =>
  new Date(iso).toLocaleString('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** "Wednesday, November 25". */
export const dayText = (iso: string, timeZone?: string): string =>
  new Date(iso).toLocaleDateString('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });

/** "4:00 PM". */
export const timeText = (iso: string, timeZone?: string): string =>
  new Date(iso).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
