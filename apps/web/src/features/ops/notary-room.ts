/**
 * Where the notary room lives once it exists (issue 17 item 4: "the notary room when it exists"): the console
 * links to it from its navigation. null while no notary room has been built.
 */
export const OPS_NOTARY_ROOM_PATH: string | null = '/ops/notary';
