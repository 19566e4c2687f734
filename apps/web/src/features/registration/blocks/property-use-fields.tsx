import { useFormContext } from 'react-hook-form';
import { OCCUPANCY_TYPE_LABELS, type TForSaleAnswer, type TOccupancyType } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import { RadioCards } from '../components/fields.tsx';

export const OCCUPANCY_CHOICES: ReadonlyArray<{ value: TOccupancyType; label: string; description: string }> = [
  { value: 'HOME', label: OCCUPANCY_TYPE_LABELS.HOME, description: 'I live here most of the year' },
  { value: 'SECONDARY', label: OCCUPANCY_TYPE_LABELS.SECONDARY, description: 'A vacation or second home I use' },
  { value: 'INVESTMENT', label: OCCUPANCY_TYPE_LABELS.INVESTMENT, description: 'A property I rent out' },
];

const FOR_SALE_CHOICES: ReadonlyArray<{ value: TForSaleAnswer; label: string }> = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
];

/** The sale-status question; some brands ask about the next 6 months (brand forSaleWithinSixMonths). */
export const forSaleQuestion = (withinSixMonths: boolean) =>
  withinSixMonths
    ? 'Is the property currently listed for sale, or do you plan to list it within the next 6 months?'
    : 'Is the property currently listed for sale?';

/** How the property is used: register-v2's first step and /register. */
export const OccupancyField = () => {
  const { register, formState } = useFormContext<{ occupancyType: string }>();
  return (
    <RadioCards
      legend="How do you use this property?"
      choices={OCCUPANCY_CHOICES}
      error={formState.errors.occupancyType?.message}
      {...register('occupancyType')}
    />
  );
};

/** Whether the property is (or soon will be) for sale: register-v2's for-sale step and /register. */
export const ForSaleField = () => {
  const brand = useBrand();
  const { register, formState } = useFormContext<{ isListedForSale: string }>();
  return (
    <RadioCards
      legend={forSaleQuestion(brand.forSaleWithinSixMonths)}
      choices={FOR_SALE_CHOICES}
      error={formState.errors.isListedForSale?.message}
      {...register('isListedForSale')}
    />
  );
};
