/**
 * The pre-qualification rule that runs before pricing. Pricing itself (the first offers) is the offers
 * module's `priceApplication`, from the brand's pricing configuration (decision 012, which replaced the
 * first pricing of decision 008 that lived here).
 */

/** Spec 04 section 4: annual income below 20000 with no other income goes to assets pre-qualification. */
export const needsAssetsPrequal = (annualIncome: number, otherIncome: number): boolean => annualIncome < 20_000 && otherIncome <= 0;
