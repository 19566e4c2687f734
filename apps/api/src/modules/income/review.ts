import { asc, eq } from 'drizzle-orm';
import type { TIncomeReview } from '@lintel/contract';
import { incomeMethodKindsOf, paystubText } from '@lintel/domain';
import { findOwnedApplication } from '../application/index.ts';
import { offerSetOf } from './offer-set.ts';
import { findOpenPaystubCondition, paystubsRequiredOf } from './paystubs.ts';
import type { TIncomeScope } from './scope.ts';
import { incomeSources } from './tables.ts';

const NEXT_STEPS: Record<string, string> = {
  INCOME_VERIFICATION: 'Choose one way below to verify your income.',
  WAITING_FOR_INCOME_VERIFICATION: 'We are checking your income. This page updates when we are done.',
  EMPLOYMENT_VERIFICATION: 'Tell us how to reach your employer. We confirm your employment within one business day.',
  REVISED_OFFER_SELECTION: 'Your income is verified. Review your revised offer to continue.',
  IDENTITY_VERIFICATION: 'Your income is verified. Next, verify your identity.',
};

/** income/review: the methods the offer set allows, the state of each source, and what comes next. */
export const findIncomeReview = async (scope: TIncomeScope): Promise<TIncomeReview> => {
  const application = await findOwnedApplication(scope);
  const sources = await scope.db
    .select()
    .from(incomeSources)
    .where(eq(incomeSources.applicationUuid, application.uuid))
    .orderBy(asc(incomeSources.createdAt));
  const condition = await findOpenPaystubCondition(scope.db, application.uuid);
  const employerSource = sources.find((source) => source.submissionKey === 'employer' && source.employer && source.verifiesAt);
  const numDocsRequired = paystubsRequiredOf(condition);
  return {
    applicationStatus: application.status,
    statedAnnualIncome: sources[0]?.statedAnnualIncome ?? application.annualIncome,
    methods: incomeMethodKindsOf(offerSetOf(application)?.incomeRequestRecords ?? []),
    sources: sources.map((source) => ({
      uuid: source.uuid,
      source: source.source,
      state: source.state as 'VERIFIED' | 'PENDING_REVIEW' | 'FAILED_VERIFICATION',
      verifiedAnnualIncome: source.verifiedAnnualIncome,
      institutionName: source.institutionName,
      accountMask: source.accountMask,
      detail: source.detail,
      updatedAt: source.updatedAt.toISOString(),
    })),
    paystubs: {
      numDocsRequired,
      conditionUuid: condition?.uuid ?? null,
      description: condition?.commentsToBorrower?.trim() || paystubText(numDocsRequired),
    },
    employer:
      employerSource?.employer && employerSource.verifiesAt
        ? { ...employerSource.employer, submittedAt: employerSource.updatedAt.toISOString(), verifiesAt: employerSource.verifiesAt.toISOString() }
        : null,
    nextStep: NEXT_STEPS[application.status] ?? 'Your income step is done. Continue with your application.',
  };
};
