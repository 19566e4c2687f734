import { defineJob } from '../platform/jobs.ts';
import { clockNow } from '../platform/clock.ts';
import { replaceLiabilities } from '../modules/application/replace-liabilities.ts';
import { handleVendorFailure, loadForStep, moveFromInProgress, sendPrequalStep, vendorsFor, ZPrequalPayload } from './prequal-chain.ts';

/** Step 1: the soft credit pull. Side paths: no match, frozen, declined, delinquency review. */
export const prequalSoftCreditJob = defineJob({
  name: 'prequal-soft-credit',
  ZPayload: ZPrequalPayload,
  handler: async (payload, context) => {
    const application = await loadForStep(context, payload);
    if (!application) return;
    if (application.creditReportId === null) {
      const now = await clockNow(context.db);
      let result;
      try {
        result = await vendorsFor(context).creditBureau.pullCredit({
          kind: 'SOFT',
          firstName: application.firstName,
          lastName: application.lastName,
          street1: application.propertyStreet1,
          city: application.propertyCity,
          state: application.propertyState,
          zip: application.propertyZip,
          frozenSince: application.creditFrozenAt,
          now,
        });
      } catch (error) {
        await handleVendorFailure(context, application, 'credit bureau', error);
        return;
      }
      switch (result.outcome) {
        case 'NO_MATCH':
          await moveFromInProgress(context, application, 'CREDIT_NO_MATCH', 'The credit bureau found no match');
          return;
        case 'NO_MATCH_SSN':
          await moveFromInProgress(context, application, 'CREDIT_NO_MATCH_SSN', 'The credit bureau found no match for the social security number');
          return;
        case 'FROZEN':
          await moveFromInProgress(context, application, 'SOFT_CREDIT_LOCKED_OR_FROZEN', 'The credit file is locked or frozen', {
            creditFrozenAt: application.creditFrozenAt ?? now,
            uwSubDecision: 'CREDIT_FROZEN',
          });
          return;
        case 'DECLINED':
          await moveFromInProgress(
            context,
            application,
            'DECLINED',
            'Declined on the soft credit pull',
            { creditScore: result.score, creditReportId: result.reportId, adverseActionReasons: result.adverseActionReasons, uwDecision: 'DECLINE' },
            { adverseActionReasons: result.adverseActionReasons },
          );
          return;
        case 'DELINQUENT':
          await replaceLiabilities({ db: context.db, applicationUuid: application.uuid, source: 'SOFT', tradelines: result.tradelines });
          await moveFromInProgress(context, application, 'DELINQUENCY_REVIEW', 'The credit report shows a delinquent account', {
            creditScore: result.score,
            creditReportId: result.reportId,
            uwDecision: 'REVIEW',
          });
          return;
        case 'MATCH': {
          await replaceLiabilities({ db: context.db, applicationUuid: application.uuid, source: 'SOFT', tradelines: result.tradelines });
          const moved = await moveFromInProgress(context, application, 'IN_PROGRESS', 'Soft credit pulled', {
            creditScore: result.score,
            creditReportId: result.reportId,
            creditFrozenAt: null,
            uwSubDecision: null,
          });
          if (!moved) return;
          break;
        }
      }
    }
    await sendPrequalStep(context.jobs, 'prequal-find-property', payload);
  },
});
