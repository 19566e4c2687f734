import { useMemo } from 'react';
import { makeRegisterStepSchemas } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import { useRegisterData } from './register-store.ts';

/** The domain's step schemas for this brand and this property (Alabama age rule), built once per change. */
export const useStepSchemas = () => {
  const brand = useBrand();
  const state = useRegisterData().propertyAddress.state;
  return useMemo(
    () =>
      makeRegisterStepSchemas({
        state,
        allowRegulatorReview: brand.allowRegulatorReview,
        ageRestricted: brand.ageRestrictedInterestOnly,
        today: new Date(),
        production: import.meta.env.PROD && import.meta.env.VITE_SANDBOX !== 'true',
      }),
    [state, brand.allowRegulatorReview, brand.ageRestrictedInterestOnly],
  );
};
