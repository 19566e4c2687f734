import { useId, type ComponentPropsWithRef } from 'react';
import { BPO_PROPERTY_CONDITIONS, type TBpoPropertyCondition } from '@lintel/contract';

const CONDITION_TEXTS: Record<TBpoPropertyCondition, { label: string; description: string }> = {
  EXCELLENT: { label: 'Excellent', description: 'Recently renovated or like new, nothing to repair' },
  GOOD: { label: 'Good', description: 'Well kept, only minor wear' },
  AVERAGE: { label: 'Average', description: 'Normal wear for its age, a few small repairs' },
  FAIR: { label: 'Fair', description: 'Needs some repairs or updates' },
  POOR: { label: 'Poor', description: 'Needs major repairs' },
};

type TConditionChoicesProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'value'> & {
  error?: string | undefined;
};

/**
 * The home's condition as large tappable radio cards in a fieldset. The error is linked from every radio, so a
 * screen reader reads it with whichever one has focus; every radio gets the form library's ref.
 */
export const ConditionChoices = ({ error, ref, ...inputProps }: TConditionChoicesProps) => {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="bpo-conditions">
      <legend className="bpo-conditions__legend">Condition of your home</legend>
      <div className="bpo-conditions__options">
        {BPO_PROPERTY_CONDITIONS.map((condition) => (
          <label key={condition} className="bpo-condition">
            <input
              {...inputProps}
              ref={ref}
              type="radio"
              value={condition}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
            />
            <span className="bpo-condition__text">
              <span className="bpo-condition__label">{CONDITION_TEXTS[condition].label}</span>
              <span className="bpo-condition__description">{CONDITION_TEXTS[condition].description}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
