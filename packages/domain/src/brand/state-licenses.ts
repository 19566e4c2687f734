import { compareNames, compareNamesIgnoringCase } from '../format/us-english.ts';
import { US_STATE_NAMES, type TUsStateAbbrev } from './us-states.ts';

export type TStateLicense = { abbrev: string; name: string };

/** Licensed states as the footer lists them: by name, case-insensitively (spec 02 section 7). */
export const sortStateLicenses = (abbrevs: readonly string[]): TStateLicense[] =>
  abbrevs
    .map((abbrev) => ({ abbrev, name: US_STATE_NAMES[abbrev as TUsStateAbbrev] ?? abbrev }))
    .sort((a, b) => compareNamesIgnoringCase(a.name, b.name) || compareNames(a.abbrev, b.abbrev));
