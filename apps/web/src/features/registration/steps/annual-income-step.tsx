import { zodResolver } from '@hookform/resolvers/zod';
import type { TEmploymentType } from '@lintel/domain';
import { groupTypedDollars, IncomeFields, type TIncomeValues } from '../blocks/income-fields.tsx';
import { useIncomeConfirmation } from '../state/use-income-confirmation.ts';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepForm } from '../state/use-step-form.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

/** Employment and income; a low income must be confirmed once before going on (spec 01 section 5). */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('annual-income');
  const confirmation = useIncomeConfirmation();
  const form = useStepForm<TIncomeValues>({
    resolver: zodResolver(schemas.annualIncome) as never,
    defaultValues: {
      employmentType: data.income.employmentType,
      income: groupTypedDollars(String(data.income.income ?? '')) as unknown as number,
      otherIncome: groupTypedDollars(String(data.income.otherIncome || '')) as unknown as number,
    },
    draft: { key: 'annual-income' },
  });
  const onSubmit = form.handleSubmit((values) => {
    if (!confirmation.allows(values.income)) return;
    updateRegisterData({
      income: {
        income: values.income,
        otherIncome: values.otherIncome ?? 0,
        employmentType: values.employmentType as TEmploymentType,
      },
      hasIncomeBeenSet: true,
    });
    goNext();
  });
  return (
    <StepForm
      form={form}
      title="What is your annual income?"
      lead={<p>Your total income before taxes.</p>}
      onSubmit={onSubmit}
      backHref={previousHref}
    >
      <IncomeFields confirmation={confirmation} />
    </StepForm>
  );
};
