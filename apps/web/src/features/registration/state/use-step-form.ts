import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import { useHydrating } from '@/lib/use-hydrating.ts';
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
  // A prerendered step is hydrated with the prerendered (empty) answers and no draft, so React keeps the page's DOM
  // and what the visitor typed before the app was live (replayed by lib/early-input.ts as it starts). The stored
  // answers arrive in the render right after hydration: they fill every field the visitor has not touched, never
  // one they typed into (decision 088).
  const hydrating = useHydrating();
  const saved = draft && !hydrating ? readStepDraft<T>(draft.key) : null;
  const defaultValues = (saved ? { ...props.defaultValues, ...saved } : props.defaultValues) as DefaultValues<T>;
  const form = useForm<T>({ ...props, defaultValues, shouldFocusError: false });
  const { getValues, reset } = form;
  const [startedHydrating] = useState(hydrating);
  const storedAnswersShown = useRef(!startedHydrating);
  const latestDefaults = useRef(defaultValues);
  useEffect(() => {
    latestDefaults.current = defaultValues;
  });
  useEffect(() => {
    if (hydrating || storedAnswersShown.current) return;
    storedAnswersShown.current = true;
    reset(latestDefaults.current, { keepDirtyValues: true });
  }, [hydrating, reset]);

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
