import { CONFIRM_INCOME_THRESHOLD, formatWholeDollars } from '@lintel/domain';
import { CheckboxField } from './fields.tsx';
import type { useIncomeConfirmation } from '../state/use-income-confirmation.ts';

export const CONFIRM_INCOME_TEXT = `Your annual income is under ${formatWholeDollars(CONFIRM_INCOME_THRESHOLD)}. Please confirm that this is your total annual pre-tax income.`;

/** The low-income warning with its confirmation box; shows once the submit has asked for it. */
export const IncomeConfirmation = ({
  confirmation,
}: {
  confirmation: ReturnType<typeof useIncomeConfirmation>;
}) =>
  confirmation.asked ? (
    <div className="reg-warning" role="alert">
      <p>{CONFIRM_INCOME_TEXT}</p>
      <CheckboxField
        checked={confirmation.confirmed}
        onChange={(event) => confirmation.setConfirmed(event.target.checked)}
      >
        I confirm my annual pre-tax income is correct
      </CheckboxField>
    </div>
  ) : null;
