import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EMPLOYMENT_TYPE_OPTIONS, type TEmploymentType } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';
import { SelectField } from '../components/fields.tsx';
import { IncomeConfirmation } from '../components/income-confirmation.tsx';
import { useIncomeConfirmation } from '../state/use-income-confirmation.ts';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

type TIncomeForm = { employmentType: string; income: number; otherIncome: number };

/** Employment and income; a low income must be confirmed once before going on (spec 01 section 5). */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('annual-income');
  const confirmation = useIncomeConfirmation();
  const { register, handleSubmit, formState } = useForm<TIncomeForm>({
    resolver: zodResolver(schemas.annualIncome) as never,
    defaultValues: {
      employmentType: data.income.employmentType,
      income: data.income.income ?? (undefined as unknown as number),
      otherIncome: data.income.otherIncome || (undefined as unknown as number),
    },
  });
  const onSubmit = handleSubmit((values) => {
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
  const money = { valueAsNumber: true } as const;
  return (
    <StepForm
      title="What is your annual income?"
      lead={<p>Your total income before taxes.</p>}
      onSubmit={onSubmit}
      backHref={previousHref}
    >
      <SelectField
        label="Employment type"
        placeholder="Select employment type"
        options={EMPLOYMENT_TYPE_OPTIONS}
        error={formState.errors.employmentType?.message}
        {...register('employmentType')}
      />
      <TextField
        label="Annual pre-tax income ($)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={formState.errors.income?.message}
        {...register('income', { ...money, onChange: confirmation.onIncomeChange })}
      />
      <TextField
        label="Other annual income ($, optional)"
        description="Rental income, alimony, pension and the like."
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={formState.errors.otherIncome?.message}
        {...register('otherIncome', money)}
      />
      <IncomeConfirmation confirmation={confirmation} />
    </StepForm>
  );
};
