import { defineJob } from '../platform/jobs.ts';
import { propertyConditionFromAvmConfidence } from '../modules/offers/index.ts';
import { handleVendorFailure, loadForStep, moveFromInProgress, sendPrequalStep, vendorsFor, ZPrequalPayload } from './prequal-chain.ts';

/** Step 3: the automated valuation. Side path: no AVM, so a broker price opinion is required. */
export const prequalValuePropertyJob = defineJob({
  name: 'prequal-value-property',
  ZPayload: ZPrequalPayload,
  handler: async (payload, context) => {
    const application = await loadForStep(context, payload);
    if (!application) return;
    if (application.homeValue === null) {
      let result;
      try {
        result = await vendorsFor(context).valuation.estimateValue({
          street1: application.propertyStreet1,
          street2: application.propertyStreet2,
          city: application.propertyCity,
          state: application.propertyState,
          zip: application.propertyZip,
        });
      } catch (error) {
        await handleVendorFailure(context, application, 'valuation provider', error);
        return;
      }
      if (result.outcome === 'NO_AVM') {
        await moveFromInProgress(context, application, 'NO_AVM_FOUND', 'No automated valuation: a broker price opinion is required', {
          bpo: 'BPO_REQUIRED',
          uwSubDecision: 'BPO_PENDING',
        });
        return;
      }
      const moved = await moveFromInProgress(context, application, 'IN_PROGRESS', 'Property valued', {
        homeValue: result.value,
        valuationConfidence: result.confidence,
        valuationSource: 'AVM',
        propertyCondition: propertyConditionFromAvmConfidence(result.confidence),
        bpo: 'BPO_NOT_REQUIRED',
      });
      if (!moved) return;
    }
    await sendPrequalStep(context.jobs, 'prequal-compute-offers', payload);
  },
});
