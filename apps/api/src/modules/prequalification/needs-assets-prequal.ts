/** Spec 04 section 4: annual income below 20000 with no other income goes to assets pre-qualification. */
export const needsAssetsPrequal = (annualIncome: number, otherIncome: number): boolean => annualIncome < 20_000 && otherIncome <= 0;
