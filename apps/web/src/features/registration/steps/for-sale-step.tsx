import { zodResolver } from '@hookform/resolvers/zod';
import { isListedForSaleFrom, toForSaleAnswer, type TForSaleAnswer } from '@lintel/domain';
import { ForSaleField } from '../blocks/property-use-fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepForm } from '../state/use-step-form.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('for-sale');
  const form = useStepForm<{ isListedForSale: TForSaleAnswer | '' }>({
    resolver: zodResolver(schemas.forSale) as never,
    defaultValues: { isListedForSale: toForSaleAnswer(data.isListedForSale) ?? '' },
    draft: { key: 'for-sale' },
  });
  const onSubmit = form.handleSubmit((values) => {
    updateRegisterData({
      isListedForSale: isListedForSaleFrom(values.isListedForSale as TForSaleAnswer),
      hasSaleStatusBeenSet: true,
    });
    goNext();
  });
  return (
    <StepForm form={form} title="Sale status" onSubmit={onSubmit} backHref={previousHref}>
      <ForSaleField />
    </StepForm>
  );
};
