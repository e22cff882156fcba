import bcrypt from 'bcryptjs';
import { badJson, invalidEmail, weakPassword } from './auth-errors.ts';

/** GoTrue's bcrypt cost (Go's bcrypt.DefaultCost). */
export const GOTRUE_BCRYPT_COST = 10;

/**
 * Throwaway in-memory databases (tests) use a cheap cost: the hashes are the
 * same format and verify the same way, and test suites sign up many users.
 */
export const IN_MEMORY_BCRYPT_COST = 4;

export const hashPassword = (password: string, cost: number) => bcrypt.hash(password, cost);

export const passwordMatches = (password: string, hash: string | null) => (hash ? bcrypt.compare(password, hash) : Promise.resolve(false));

export function asObject(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badJson();
  return value as Record<string, unknown>;
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function optionalObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** GoTrue keeps addresses trimmed and lower-cased, so lookups ignore case. */
export function normalizeEmail(value: unknown): string | undefined {
  const email = optionalString(value)?.trim().toLowerCase();
  if (email === undefined) return undefined;
  if (email.length > 255 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalidEmail();
  return email;
}

export function checkPasswordStrength(password: string, minimum: number) {
  if ([...password].length < minimum) throw weakPassword(minimum);
}

/** GoTrue's metadata update: keys are merged, a null value removes the key. */
export function mergeMetadata(current: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

const DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Parses a Go duration ("24h", "1h30m") as the admin API's ban_duration; milliseconds. */
export function parseGoDuration(text: string): number | undefined {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return undefined;
  return parts.reduce((sum, p) => sum + Number(p[1]) * DURATION_UNITS[p[2]!]!, 0);
}
