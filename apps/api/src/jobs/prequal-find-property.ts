import { defineJob } from '../platform/jobs.ts';
import { handleVendorFailure, loadForStep, moveFromInProgress, sendPrequalStep, vendorsFor, ZPrequalPayload } from './prequal-chain.ts';

/** Step 2: the property records. Side paths: no property found, several properties. */
export const prequalFindPropertyJob = defineJob({
  name: 'prequal-find-property',
  ZPayload: ZPrequalPayload,
  handler: async (payload, context) => {
    const application = await loadForStep(context, payload);
    if (!application) return;
    if (application.propertyRecord === null) {
      let result;
      try {
        result = await vendorsFor(context).propertyRecords.findProperty({
          street1: application.propertyStreet1,
          street2: application.propertyStreet2,
          city: application.propertyCity,
          state: application.propertyState,
          zip: application.propertyZip,
          ownerFirstName: application.firstName,
          ownerLastName: application.lastName,
        });
      } catch (error) {
        await handleVendorFailure(context, application, 'property records provider', error);
        return;
      }
      if (result.outcome === 'NOT_FOUND') {
        await moveFromInProgress(context, application, 'NO_PROPERTY_FOUND', 'No property found at the address');
        return;
      }
      if (result.outcome === 'MULTIPLE') {
        await moveFromInProgress(context, application, 'MULTIPLE_PROPERTIES', 'Several properties match the address', {}, {
          candidates: result.candidates.length,
        });
        return;
      }
      const moved = await moveFromInProgress(context, application, 'IN_PROGRESS', 'Property found', {
        propertyRecord: result.property,
      });
      if (!moved) return;
    }
    await sendPrequalStep(context.jobs, 'prequal-value-property', payload);
  },
});
