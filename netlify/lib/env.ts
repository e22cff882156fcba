// Server-side configuration, read lazily so tests can set env before first use.
import { readFileSync } from 'node:fs';

/** A model call's timeout and answer length when its caller does not choose them. */
export const MODEL_DEFAULTS = { timeoutMs: 45_000, maxTokens: 2048 } as const;

let localEnvFile: Record<string, string> | null = null;

// `netlify dev` reads .env files once, before its [dev] command starts the local
// Supabase that writes .env.local on a first run; read that file on demand then.
function fromLocalEnvFile(name: string): string | undefined {
  if (process.env.NETLIFY_DEV !== 'true') return undefined;
  if (!localEnvFile) {
    try {
      const text = readFileSync('.env.local', 'utf8');
      localEnvFile = Object.fromEntries(
        text
          .split('\n')
          .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
          .filter((match): match is RegExpExecArray => match !== null)
          .map((match) => [match[1]!, match[2]!]),
      );
    } catch {
      return undefined;
    }
  }
  return localEnvFile[name] || undefined;
}

export function requireEnv(name: string): string {
  const value = process.env[name] || fromLocalEnvFile(name);
  if (!value) throw new Error(`Server is missing the ${name} environment variable.`);
  return value;
}

export function supabaseUrl(): string {
  return requireEnv('SUPABASE_URL').replace(/\/+$/, '');
}
