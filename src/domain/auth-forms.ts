import * as v from 'valibot';

// Client-side checks of the authentication forms (docs/user-guide/sign-in.md), run before any call.

export const MIN_PASSWORD_LENGTH = 6;

const email = v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter your email.'), v.email('Please enter a valid email address.'));

const currentPassword = v.pipe(v.string(), v.nonEmpty('Please enter your password.'));

const newPassword = v.pipe(
  v.string(),
  v.nonEmpty('Please choose a password.'),
  v.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
);

export const SignInSchema = v.object({ email, password: currentPassword });

export const SignUpSchema = v.object({
  fullName: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter your full name.')),
  email,
  password: newPassword,
});

export const ResetRequestSchema = v.object({ email });

export const NewPasswordSchema = v.object({ password: newPassword });

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors<T> };

/** Validates a form's values: the parsed data, or the first message per field. */
export function checkForm<S extends v.GenericSchema>(schema: S, values: unknown): FormCheck<v.InferOutput<S>> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<v.InferOutput<S>> };
}
