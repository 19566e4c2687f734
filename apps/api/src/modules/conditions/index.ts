// The conditions module: what underwriting asks of a borrower after submission (spec 02 sections 4 and 9),
// the borrower's read state of each, and the email that announces one. Other modules use these exports.
import { provideUploadConditionCheck } from '../documents/index.ts';
import { findCondition } from './condition-store.ts';

export { conditionRoutes } from './routes.ts';
export { createCondition } from './create-condition.ts';
export {
  findConditions,
  findReadConditionUuids,
  markConditionsRead,
  resolveCondition,
  submitCondition,
  toAgentCondition,
  toApplicantCondition,
  type TConditionAudience,
} from './condition-store.ts';
export { answerCondition } from './answer-condition.ts';

// An upload names the condition it answers; the documents module checks it here (decision 079).
provideUploadConditionCheck(async (options) => (await findCondition(options)) !== undefined);
