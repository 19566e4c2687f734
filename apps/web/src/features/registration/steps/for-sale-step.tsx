import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isListedForSaleFrom, toForSaleAnswer, type TForSaleAnswer } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import { RadioCards } from '../components/fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

const CHOICES = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const;

/** The sale-status question; some brands ask about the next 6 months (brand forSaleWithinSixMonths). */
export const forSaleQuestion = (withinSixMonths: boolean) =>
  withinSixMonths
    ? 'Is the property currently listed for sale, or do you plan to list it within the next 6 months?'
    : 'Is the property currently listed for sale?';

export const Component = () => {
  const data = useRegisterData();
  const brand = useBrand();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('for-sale');
  const { register, handleSubmit, formState } = useForm<{ isListedForSale: TForSaleAnswer | '' }>({
    resolver: zodResolver(schemas.forSale) as never,
    defaultValues: { isListedForSale: toForSaleAnswer(data.isListedForSale) ?? '' },
  });
  const onSubmit = handleSubmit((values) => {
    updateRegisterData({
      isListedForSale: isListedForSaleFrom(values.isListedForSale as TForSaleAnswer),
      hasSaleStatusBeenSet: true,
    });
    goNext();
  });
  return (
    <StepForm title="Sale status" onSubmit={onSubmit} backHref={previousHref}>
      <RadioCards
        legend={forSaleQuestion(brand.forSaleWithinSixMonths)}
        choices={CHOICES}
        error={formState.errors.isListedForSale?.message}
        {...register('isListedForSale')}
      />
    </StepForm>
  );
};
