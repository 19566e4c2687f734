// The part of the `zipcodes` package (no types of its own) that zip-states.test.ts compares the data with.
declare module 'zipcodes' {
  export const codes: Record<string, { zip: string; state: string; country: string }>;
}
