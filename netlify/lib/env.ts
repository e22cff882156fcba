// Server-side configuration, read lazily so tests can set env before first use.

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Server is missing the ${name} environment variable.`);
  return value;
}

export function supabaseUrl(): string {
  return requireEnv('SUPABASE_URL').replace(/\/+$/, '');
}
