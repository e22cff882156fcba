import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'smol-toml';

/** The repository root, found from this file so the server runs from any cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface SupabaseConfig {
  port: number;
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  minimumPasswordLength: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  /** [storage] file_size_limit in bytes: the largest object any bucket takes. */
  storageFileSizeLimit: number;
}

const defaults: SupabaseConfig = {
  port: 54321,
  siteUrl: 'http://localhost:3000',
  additionalRedirectUrls: [],
  jwtExpiry: 3600,
  minimumPasswordLength: 6,
  enableSignup: true,
  enableConfirmations: false,
  storageFileSizeLimit: 50 * 1024 * 1024,
};

/** "50MiB", "10MB", "512KiB", "1024" as bytes (the CLI's units are powers of 1024 either way). */
function bytesOf(value: unknown, fallback: number): number {
  const match = typeof value === 'string' ? /^(\d+)\s*([KMG]i?B|B)?$/i.exec(value.trim()) : null;
  if (!match) return typeof value === 'number' ? value : fallback;
  const unit = (match[2] ?? 'B').toUpperCase()[0] as 'B' | 'K' | 'M' | 'G';
  return Number(match[1]) * { B: 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[unit];
}

function table(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function pick<T>(value: unknown, fallback: T): T {
  return typeof value === typeof fallback ? (value as T) : fallback;
}

/** Reads the parts of supabase/config.toml the local server honours (CLI defaults otherwise). */
export function readSupabaseConfig(file = path.join(repoRoot, 'supabase', 'config.toml')): SupabaseConfig {
  if (!existsSync(file)) return { ...defaults };
  const doc = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const api = table(doc.api);
  const auth = table(doc.auth);
  const email = table(auth.email);
  const redirects = Array.isArray(auth.additional_redirect_urls)
    ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string')
    : [];
  return {
    port: pick(api.port, defaults.port),
    siteUrl: pick(auth.site_url, defaults.siteUrl),
    additionalRedirectUrls: redirects,
    jwtExpiry: pick(auth.jwt_expiry, defaults.jwtExpiry),
    minimumPasswordLength: pick(auth.minimum_password_length, defaults.minimumPasswordLength),
    enableSignup: pick(email.enable_signup, pick(auth.enable_signup, defaults.enableSignup)),
    enableConfirmations: pick(email.enable_confirmations, defaults.enableConfirmations),
    storageFileSizeLimit: bytesOf(table(doc.storage).file_size_limit, defaults.storageFileSizeLimit),
  };
}
