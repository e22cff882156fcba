import { useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { checkForm, type FieldErrors } from '../../domain/auth-forms';

/**
 * Form state for the auth forms: values, per-field errors from the valibot schema,
 * and a submitting flag. `submit` validates first and focuses the first bad field.
 */
export function useForm<S extends v.GenericSchema, Values extends Record<string, string>>(
  schema: S,
  initial: Values,
  onValid: (data: v.InferOutput<S>) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);

  function field(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const check = checkForm(schema, values);
    if (!check.ok) {
      setErrors(check.errors as FieldErrors<Values>);
      const first = Object.keys(values).find((name) => name in check.errors);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(check.data);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, setValues, errors, submitting, field, submit };
}
