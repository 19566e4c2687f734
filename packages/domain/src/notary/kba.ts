/**
 * Knowledge-based authentication for the remote notary session (spec 04 section 9.3): five questions drawn from
 * the applicant's own sandbox data (streets, lenders of tradelines, counties), answered within two minutes; four
 * right pass; two failed attempts end the remote session (notary/error).
 */
export const KBA_RULES = {
  questions: 5,
  timeLimitMs: 2 * 60 * 1000,
  passMark: 4,
  maxFailedAttempts: 2,
  choicesPerQuestion: 4,
} as const;

export type TKbaFacts = {
  street1: string;
  city: string;
  zip: string;
  county: string | null;
  state: string;
  lenders: readonly string[];
  homeStreet1: string | null;
};

export type TKbaQuestion = { id: string; text: string; choices: string[]; answerIndex: number };

const DECOY_STREETS = ['1208 Juniper Ave', '77 Harbor View Rd', '4519 Oak Hollow Dr', '902 Lantern Way', '31 Mill Pond Ln', '650 Ridgecrest Blvd'];
const DECOY_CITIES = ['Fairview', 'Maple Grove', 'Riverton', 'Cedar Falls', 'Lakewood', 'Brookfield'];
const DECOY_LENDERS = ['Summit Auto Finance', 'Bluewater Card Services', 'Northgate Savings', 'Prairie Student Loans', 'Keystone Retail Credit'];
const DECOY_COUNTIES = ['Lincoln County', 'Franklin County', 'Jefferson County', 'Madison County', 'Washington County'];
const NONE = 'None of the above';

/** A small deterministic generator (mulberry32) so the same attempt seed gives the same questions. */
const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const seedOf = (text: string): number => {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
};

const pickDecoys = (pool: readonly string[], exclude: readonly string[], count: number, next: () => number): string[] => {
  const lowered = new Set(exclude.map((value) => value.toLowerCase()));
  const candidates = pool.filter((value) => !lowered.has(value.toLowerCase()));
  const chosen: string[] = [];
  while (chosen.length < count && candidates.length > 0) chosen.push(candidates.splice(Math.floor(next() * candidates.length), 1)[0]!);
  return chosen;
};

/** Puts the right answer among decoys at a random place; `right` null means "None of the above" is right. */
const question = (id: string, text: string, right: string | null, decoys: string[], next: () => number): TKbaQuestion => {
  const shown = right === null ? decoys.slice(0, 3) : [...decoys.slice(0, 2)];
  if (right !== null) shown.splice(Math.floor(next() * 3), 0, right);
  const choices = [...shown, NONE];
  return { id, text, choices, answerIndex: right === null ? 3 : choices.indexOf(right) };
};

/** Five questions from the applicant's facts; `seed` (the attempt's id) varies order and decoys between attempts. */
export const generateKbaQuestions = (facts: TKbaFacts, seed: string): TKbaQuestion[] => {
  const next = randomFrom(seedOf(seed));
  const lender = facts.lenders[0] ?? null;
  const county = facts.county ?? `${facts.city} County`;
  const zipDecoys = [0, 1, 2].map((offset) => String((Number(facts.zip.slice(0, 5)) + 137 * (offset + 1)) % 100000).padStart(5, '0'));
  return [
    question('street', 'Which of these streets is the address of the property on your application?', facts.street1, pickDecoys(DECOY_STREETS, [facts.street1, facts.homeStreet1 ?? ''], 3, next), next),
    question('city', 'In which city is that property?', facts.city, pickDecoys(DECOY_CITIES, [facts.city], 3, next), next),
    question('county', 'In which county is that property?', county, pickDecoys(DECOY_COUNTIES, [county], 3, next), next),
    question('lender', 'Which of these lenders has given you a loan or a credit line?', lender, pickDecoys(DECOY_LENDERS, facts.lenders, 3, next), next),
    question('zip', 'What is the ZIP code of that property?', facts.zip.slice(0, 5), zipDecoys, next),
  ];
};

/** How many answers are right; unanswered or out-of-range answers count as wrong. */
export const scoreKbaAnswers = (questions: readonly TKbaQuestion[], answers: readonly (number | null)[]): number =>
  questions.reduce((sum, item, index) => sum + (answers[index] === item.answerIndex ? 1 : 0), 0);

export type TKbaOutcome = 'PASSED' | 'RETRY' | 'FAILED';

/** The outcome of an attempt: passed; failed with an attempt left; or failed for good (the session ends). */
export const kbaOutcomeOf = (options: { correct: number; inTime: boolean; failedBefore: number }): TKbaOutcome => {
  if (options.inTime && options.correct >= KBA_RULES.passMark) return 'PASSED';
  return options.failedBefore + 1 >= KBA_RULES.maxFailedAttempts ? 'FAILED' : 'RETRY';
};
