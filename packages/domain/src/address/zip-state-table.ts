import type * as zipStatesData from './zip-states.data.ts';

/** The generated ZIP → state data (zip-states.data.ts), however it arrived. */
export type TZipStateTable = typeof zipStatesData;
