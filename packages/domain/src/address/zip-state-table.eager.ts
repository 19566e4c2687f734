import * as table from './zip-states.data.ts';
import type { TZipStateTable } from './zip-state-table.ts';

// Where the ZIP → state table is part of the module graph: the server, tests, the build's prerender (Node).
// The browser build takes zip-state-table.lazy.ts instead (package.json "imports", condition "browser").

export const zipStateTable = (): TZipStateTable | undefined => table;

export const loadZipStateTable = (): Promise<void> => Promise.resolve();
