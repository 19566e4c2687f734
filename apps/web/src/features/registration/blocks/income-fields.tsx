import { useFormContext } from 'react-hook-form';
import { EMPLOYMENT_TYPE_OPTIONS, groupThousands } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';
import { SelectField } from '../components/fields.tsx';
import { IncomeConfirmation } from '../components/income-confirmation.tsx';
import type { useIncomeConfirmation } from '../state/use-income-confirmation.ts';

export type TIncomeValues = { employmentType: string; income: number; otherIncome: number };

/**
 * Whole dollars with thousands separators as they are typed: "1200000" -> "1,200,000". Only digits and a
 * leading minus are kept: the minus stays so "Must be at least $0" can say what is wrong with it.
 */
export const groupTypedDollars = (typed: string): string => {
  const negative = typed.trim().startsWith('-');
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return negative ? '-' : '';
  return `${negative ? '-' : ''}${groupThousands(digits)}`;
};

/** What the form holds for a dollar field: a number, or undefined while empty (the schema says "Required"). */
const toDollars = (value: unknown) => {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (digits === '') return undefined;
  return text.startsWith('-') ? -Number(digits) : Number(digits);
};

const DollarField = ({ name, label, description, onTyped }: { name: 'income' | 'otherIncome'; label: string; description?: string; onTyped?: () => void }) => {
  const { register, formState } = useFormContext<TIncomeValues>();
  const field = register(name, { setValueAs: toDollars, onChange: onTyped });
  return (
    <TextField
      label={label}
      {...(description ? { description } : {})}
      inputMode="numeric"
      // 9,999,999 is the largest income (spec 01 section 5); room for one more digit so "too much" can be said.
      maxLength={11}
      error={formState.errors[name]?.message}
      {...field}
      // The form library writes its value into the box on registration; show it with separators too.
      ref={(element) => {
        field.ref(element);
        if (element) element.value = groupTypedDollars(element.value);
      }}
      onChange={(event) => {
        event.target.value = groupTypedDollars(event.target.value);
        return field.onChange(event);
      }}
    />
  );
};

/** Employment and income (spec 01 section 5), with the low-income confirmation; both registration flows. */
export const IncomeFields = ({ confirmation }: { confirmation: ReturnType<typeof useIncomeConfirmation> }) => {
  const { register, formState } = useFormContext<TIncomeValues>();
  return (
    <>
      <SelectField
        label="Employment type"
        placeholder="Select employment type"
        options={EMPLOYMENT_TYPE_OPTIONS}
        error={formState.errors.employmentType?.message}
        {...register('employmentType')}
      />
      <DollarField name="income" label="Annual pre-tax income ($)" onTyped={confirmation.onIncomeChange} />
      <DollarField
        name="otherIncome"
        label="Other annual income ($, optional)"
        description="Rental income, alimony, pension and the like."
      />
      <IncomeConfirmation confirmation={confirmation} />
    </>
  );
};
