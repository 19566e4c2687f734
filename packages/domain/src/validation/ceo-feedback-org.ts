/**
 * The organisation whose signed-in applicants are offered feedback to the CEO (spec 02 section 6). Apart from
 * the form's schemas (./feedback.ts) so the footer's button can read it without loading them (decision 067).
 */
export const CEO_FEEDBACK_ORG_CODE = 'LINTEL';
