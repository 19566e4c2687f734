import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, FormState } from 'react-hook-form';

/**
 * Moves focus to the first field marked invalid, in the order the page reads (document order, not the order
 * the form library happens to list its fields), and scrolls it to the middle of the screen: clear of any
 * sticky bar, with its label in view. True when there was one.
 */
export const focusFirstInvalid = (container: HTMLElement | null): boolean => {
  const target = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  target.focus({ preventScroll: true });
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
  return true;
};

const hasErrors = (errors: FieldErrors<FieldValues>) => Object.keys(errors).length > 0;

/**
 * After each failed submit, once every error of the form is on screen, focuses the first invalid field
 * (focusFirstInvalid). Give the returned ref to the <form>. Forms using it turn off react-hook-form's own
 * `shouldFocusError`, which follows its registration order and scrolls without regard to sticky bars.
 */
export const useFocusFirstInvalid = <T extends FieldValues>(formState: FormState<T>) => {
  const formRef = useRef<HTMLFormElement | null>(null);
  const handledSubmit = useRef(0);
  // Read during render: react-hook-form re-renders only for the parts of formState that are read.
  const { submitCount, errors, isSubmitting } = formState;
  const failed = !isSubmitting && hasErrors(errors as FieldErrors<FieldValues>);
  useEffect(() => {
    if (!failed || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    focusFirstInvalid(formRef.current);
  }, [failed, submitCount]);
  return formRef;
};
