import { HMDA_NOT_PROVIDED_LABEL } from '@lintel/contract';
import type { THmdaOption } from '../hmda-questions.ts';
import '@/ui/choice-list.css';

export type THmdaAnswer = { notProvided: boolean; values: string[]; texts: Record<string, string> };

type TProps = {
  legend: string;
  name: string;
  options: THmdaOption<string>[];
  answer: THmdaAnswer;
  error?: string | undefined;
  onChange: (answer: THmdaAnswer) => void;
};

/**
 * One demographic question: any number of boxes (with their sub-choices and free text) or "I do not wish to
 * provide this information", which clears the others; ticking a box clears it in turn.
 */
export const HmdaQuestion = ({ legend, name, options, answer, error, onChange }: TProps) => {
  const errorId = `${name}-error`;
  const toggle = (value: string, checked: boolean) =>
    onChange({
      ...answer,
      notProvided: false,
      values: checked ? [...answer.values, value] : answer.values.filter((v) => v !== value),
    });
  const renderOption = (option: THmdaOption<string>) => (
    <div key={option.value}>
      <label className="choice-list__option">
        <input
          type="checkbox"
          name={name}
          checked={answer.values.includes(option.value)}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />{' '}
        {option.label}
      </label>
      {option.text && answer.values.includes(option.value) ? (
        <div className="choice-list__nested text-field">
          <label className="text-field__label" htmlFor={`${name}-${option.text.field}`}>
            {option.text.label}
          </label>
          <input
            id={`${name}-${option.text.field}`}
            className="text-field__input"
            maxLength={100}
            value={answer.texts[option.text.field] ?? ''}
            onChange={(event) =>
              onChange({ ...answer, texts: { ...answer.texts, [option.text!.field]: event.target.value } })
            }
          />
        </div>
      ) : null}
      {option.children ? (
        <div className="choice-list__nested">{option.children.map(renderOption)}</div>
      ) : null}
    </div>
  );
  return (
    <fieldset
      className="choice-list"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {options.map(renderOption)}
      <label className="choice-list__option">
        <input
          type="checkbox"
          name={name}
          checked={answer.notProvided}
          onChange={(event) =>
            onChange({
              notProvided: event.target.checked,
              values: event.target.checked ? [] : answer.values,
              texts: event.target.checked ? {} : answer.texts,
            })
          }
        />{' '}
        {HMDA_NOT_PROVIDED_LABEL}
      </label>
      {error ? (
        <p className="text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
