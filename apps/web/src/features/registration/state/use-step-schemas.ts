import { useMemo } from 'react';
import { makeRegisterStepSchemas, type TRegisterStepSchemas } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import { useRegisterData } from './register-store.ts';

type TBrandRules = { allowRegulatorReview: boolean; ageRestricted: boolean };

/** One brand's schemas by property state, each state's built once (the Alabama age rule is the difference). */
const makeSchemasByState = ({ allowRegulatorReview, ageRestricted }: TBrandRules) => {
  const built = new Map<string, TRegisterStepSchemas>();
  return (state: string | undefined): TRegisterStepSchemas => {
    const key = state?.trim().toUpperCase() ?? '';
    let schemas = built.get(key);
    if (!schemas) {
      schemas = makeRegisterStepSchemas({
        state: key,
        allowRegulatorReview,
        ageRestricted,
        today: new Date(),
        production: import.meta.env.PROD && import.meta.env.VITE_SANDBOX !== 'true',
      });
      built.set(key, schemas);
    }
    return schemas;
  };
};

/**
 * The domain's step schemas for this brand, for a given property state. For a form that asks the property
 * state and the birthdate together (/register), whose stored state is not yet the one on screen.
 */
export const useStepSchemasByState = (): ((state: string | undefined) => TRegisterStepSchemas) => {
  const brand = useBrand();
  return useMemo(
    () =>
      makeSchemasByState({
        allowRegulatorReview: brand.allowRegulatorReview,
        ageRestricted: brand.ageRestrictedInterestOnly,
      }),
    [brand.allowRegulatorReview, brand.ageRestrictedInterestOnly],
  );
};

/** The domain's step schemas for this brand and the stored property (register-v2 asks the state first). */
export const useStepSchemas = (): TRegisterStepSchemas => {
  const state = useRegisterData().propertyAddress.state;
  const schemasFor = useStepSchemasByState();
  return useMemo(() => schemasFor(state), [schemasFor, state]);
};
