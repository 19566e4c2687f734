import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { safeParse, type $ZodType } from 'zod/v4/core';

type TValues = Record<string, string>;
type TErrors<TName extends string> = Partial<Record<TName, string>>;

/** Each field's first message, as the zod resolver of react-hook-form shows them. */
const firstMessages = <TName extends string>(issues: readonly { path: PropertyKey[]; message: string }[]) => {
  const errors: TErrors<TName> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '') as TName;
    errors[name] ??= issue.message;
  }
  return errors;
};

/**
 * A small form of text fields checked with a domain or contract schema, for a first screen whose forms would
 * otherwise load react-hook-form and its resolver (13 KB, decision 063). It behaves as those forms do: the
 * schema runs on submit and, after a failed one, again as each field changes; each field shows its first
 * message; a failed submit focuses the first invalid field in the order of `defaults`; the handler gets what
 * the schema parsed. Fields are uncontrolled (`defaultValue`), so what was typed before hydration stays and
 * the early-input replay (lib/early-input.ts) reaches `onChange` as typing does.
 */
export const useSchemaForm = <TOut, TDefaults extends TValues>(
  schema: $ZodType<TOut>,
  defaults: TDefaults,
) => {
  type TName = keyof TDefaults & string;
  const [values, setValues] = useState<TDefaults>(defaults);
  const [errors, setErrors] = useState<TErrors<TName>>({});
  const submitted = useRef(false);
  const inputs = useRef(new Map<TName, HTMLInputElement>());

  const check = (next: TDefaults) => {
    const result = safeParse(schema, next);
    return result.success
      ? ({ ok: true, data: result.data } as const)
      : ({ ok: false, errors: firstMessages<TName>(result.error.issues) } as const);
  };

  const field = (name: TName) => ({
    name,
    defaultValue: defaults[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (!submitted.current) return;
      const result = check(next);
      setErrors((shown) => ({ ...shown, [name]: result.ok ? undefined : result.errors[name] }));
    },
  });

  const handleSubmit = (onValid: (data: TOut) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    // What the fields hold now: the same as `values` unless something changed them without an input event.
    const current = { ...values };
    for (const [name, input] of inputs.current) (current as TValues)[name] = input.value;
    const result = check(current);
    if (result.ok) {
      setErrors({});
      onValid(result.data);
      return;
    }
    setErrors(result.errors);
    const first = (Object.keys(defaults) as TName[]).find((name) => result.errors[name]);
    if (first) inputs.current.get(first)?.focus();
  };

  return { values, errors, field, handleSubmit };
};
