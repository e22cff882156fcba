import { HttpError } from './http-utils.ts';

/**
 * GoTrue's error body for API version 2024-01-01 (`code` + `message`), plus
 * the older `error_code`/`msg` members so clients of either era read it.
 */
export function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return new HttpError(status, { code, error_code: code, msg: message, message, ...extra });
}

export const missingCredentials = () =>
  authError(400, 'validation_failed', 'You must provide either an email or phone number and a password.');

export const invalidEmail = () => authError(400, 'validation_failed', 'Unable to validate email address: invalid format');

export const weakPassword = (minimum: number) =>
  authError(422, 'weak_password', `Password should be at least ${minimum} characters.`, {
    weak_password: { reasons: ['length'] },
  });

export const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');

export const emailExists = () => authError(422, 'email_exists', 'A user with this email address has already been registered');

export const otpExpired = () => authError(403, 'otp_expired', 'Token has expired or is invalid');

export const badJson = () => authError(400, 'bad_json', 'Could not parse request body as JSON');
