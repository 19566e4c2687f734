import type { TZipStateTable } from './zip-state-table.ts';

// In the browser the ZIP → state table (about 10 KB brotli) is its own chunk, loaded when a form first checks
// a ZIP code rather than with the first screen (decision 062). A failed load is forgotten, so the next check
// tries again.

let table: TZipStateTable | undefined;
let loading: Promise<void> | undefined;

export const zipStateTable = (): TZipStateTable | undefined => table;

export const loadZipStateTable = (): Promise<void> =>
  (loading ??= import('./zip-states.data.ts').then(
    (module) => {
      table = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
