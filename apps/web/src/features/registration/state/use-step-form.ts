import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import { readStepDraft, saveStepDraft } from './register-store.ts';

type TStepFormOptions<T extends FieldValues> = UseFormProps<T> & {
  /**
   * Keeps what was typed on this step when the applicant leaves it without continuing (Back, the browser's
   * Back), and shows it again on return. Fields named in `secret` (passwords) are never kept.
   */
  draft?: { key: string; secret?: readonly (keyof T & string)[] };
};

/**
 * Every registration form: react-hook-form with its own error focusing turned off, because StepForm
 * focuses the first invalid field in reading order and keeps it clear of the sticky bar (ui/form-focus.ts).
 */
export const useStepForm = <T extends FieldValues>({ draft, ...props }: TStepFormOptions<T>) => {
  const saved = draft ? readStepDraft<T>(draft.key) : null;
  const form = useForm<T>({
    ...props,
    defaultValues: (saved ? { ...props.defaultValues, ...saved } : props.defaultValues) as DefaultValues<T>,
    shouldFocusError: false,
  });
  const { getValues } = form;
  const key = draft?.key;
  const secret = draft?.secret;
  useEffect(() => {
    if (!key) return;
    // Saved as the step goes away; a step that continued clears its draft first (clearStepDraft).
    return () => {
      const values: Record<string, unknown> = { ...getValues() };
      for (const name of secret ?? []) delete values[name];
      saveStepDraft(key, values);
    };
  }, [key, secret, getValues]);
  return form;
};
