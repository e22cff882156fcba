import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SignJWT, createRemoteJWKSet, importJWK, jwtVerify } from 'jose';
import type { JWK } from 'jose';
import { repoRoot } from '../../supabase/local/config.ts';
import { openDatabase } from '../../supabase/local/database.ts';
import { startLocalSupabase } from '../../supabase/local/server.ts';
import { anonClient, quietLog, serviceClient, uniqueEmail } from '../fixtures/local-supabase.ts';

// With a data folder, the database, the Storage objects and the signing key survive a restart.

// Each test builds a database in a new folder twice, with no cached template: slow on a busy machine.
const COLD_START_MS = 120_000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'local-supabase-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a data folder', () => {
  it(
    'keeps users, rows and keys across restarts; tokens stay valid',
    async () => {
      const email = uniqueEmail('persist');
      const first = await startLocalSupabase({ port: 0, dataDir, log: quietLog });
      // One server per folder: a second PGlite on it would corrupt the data.
      await expect(startLocalSupabase({ port: 0, dataDir, log: quietLog })).rejects.toThrow(/already used/);
      const signUp = await anonClient(first).auth.signUp({ email, password: 'secret-pass', options: { data: { full_name: 'Persisted' } } });
      expect(signUp.error).toBeNull();
      const session = signUp.data.session!;
      const firstKeys = { anon: first.anonKey, service: first.serviceRoleKey };
      // A Storage object: its row in the database, its bytes in the folder.
      const filePath = `${signUp.data.user!.id}/kept.txt`;
      const files = serviceClient(first).storage.from('documents');
      const signed = await files.createSignedUploadUrl(filePath);
      expect((await files.uploadToSignedUrl(filePath, signed.data!.token, new Blob(['kept across restarts']))).error).toBeNull();
      await first.close();

      const keysFile = path.join(dataDir, 'keys.json');
      expect(statSync(keysFile).mode & 0o077).toBe(0);

      const second = await startLocalSupabase({ port: 0, dataDir, log: quietLog });
      try {
        expect(second.anonKey).toBe(firstKeys.anon);
        expect(second.serviceRoleKey).toBe(firstKeys.service);

        // The access token from before the restart still identifies the user.
        const client = anonClient(second);
        const user = await client.auth.getUser(session.access_token);
        expect(user.error).toBeNull();
        expect(user.data.user?.email).toBe(email);
        const jwks = createRemoteJWKSet(new URL(`${second.url}/auth/v1/.well-known/jwks.json`));
        const { payload } = await jwtVerify(session.access_token, jwks, { audience: 'authenticated' });
        expect(payload.sub).toBe(signUp.data.user!.id);

        const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
        expect(refreshed.error).toBeNull();
        const profile = await client.from('profiles').select('full_name').single();
        expect(profile.data).toEqual({ full_name: 'Persisted' });
        const kept = await client.storage.from('documents').download(filePath);
        expect(await kept.data?.text()).toBe('kept across restarts');

        // Migrations are recorded and not applied twice.
        const { rows } = await second.db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
        expect(rows[0]!.n).toBeGreaterThanOrEqual(1);

        // A token signed with the stored key but expired is refused by PostgREST.
        const stored = JSON.parse(readFileSync(keysFile, 'utf8')) as { kid: string; privateJwk: JWK };
        const key = await importJWK({ ...stored.privateJwk, alg: 'ES256' }, 'ES256');
        const now = Math.floor(Date.now() / 1000);
        const expired = await new SignJWT({ role: 'authenticated', sub: signUp.data.user!.id })
          .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: stored.kid })
          .setIssuedAt(now - 7200)
          .setExpirationTime(now - 3600)
          .sign(key);
        const res = await fetch(`${second.url}/rest/v1/profiles?select=id`, {
          headers: { apikey: second.anonKey, authorization: `Bearer ${expired}` },
        });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ code: 'PGRST301', details: null, hint: null, message: 'JWT expired' });
      } finally {
        await second.close();
      }
    },
    COLD_START_MS,
  );

  it(
    'records a migration whose timestamp was corrected under its new version instead of applying it again',
    async () => {
      const olderDir = mkdtempSync(path.join(tmpdir(), 'local-supabase-renamed-'));
      const open = () => openDatabase({ dataDir: olderDir, migrationsDir: path.join(repoRoot, 'supabase', 'migrations'), log: quietLog });
      try {
        const first = await open();
        // How a folder made before the timestamps were corrected records them: old versions that overlap the new ones.
        const before = (
          await first.pg.query<{ version: string; name: string }>(
            'select version, name from supabase_migrations.schema_migrations order by version',
          )
        ).rows;
        await first.pg.query(
          "update supabase_migrations.schema_migrations set version = '20261128000000' where name = 'content_schedules'",
        );
        await first.pg.query("delete from supabase_migrations.schema_migrations where name in ('payments', 'chat_retry_answer')");
        await first.pg.query(
          "insert into supabase_migrations.schema_migrations (version, name) values ('20261123000000', 'payments'), ('20261124000000', 'chat_retry_answer')",
        );
        await first.close();
        const second = await open();
        try {
          const after = (
            await second.pg.query<{ version: string; name: string }>(
              'select version, name from supabase_migrations.schema_migrations order by version',
            )
          ).rows;
          expect(after).toEqual(before);
        } finally {
          await second.close();
        }
      } finally {
        rmSync(olderDir, { recursive: true, force: true });
      }
    },
    COLD_START_MS,
  );

  it(
    'gives a folder made before auth.flow_state existed that table on the next start',
    async () => {
      const olderDir = mkdtempSync(path.join(tmpdir(), 'local-supabase-older-'));
      const open = () => openDatabase({ dataDir: olderDir, migrationsDir: path.join(repoRoot, 'supabase', 'migrations'), log: quietLog });
      try {
        const first = await open();
        await first.pg.exec('drop table auth.flow_state');
        await first.close();
        const second = await open();
        try {
          const { rows } = await second.pg.query<{ table: string | null }>("select to_regclass('auth.flow_state')::text as table");
          expect(rows[0]?.table).toBe('auth.flow_state');
        } finally {
          await second.close();
        }
      } finally {
        rmSync(olderDir, { recursive: true, force: true });
      }
    },
    COLD_START_MS,
  );
});
