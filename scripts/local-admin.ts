// The local admin account: created on first start with a random password, which is
// kept only in the git-ignored data folder so `npm start` can remind you of it.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createServerClient } from '../netlify/lib/server-client.ts';

export interface AdminAccount {
  email: string;
  password: string;
}

export const LOCAL_ADMIN_EMAIL = 'admin@localhost.test';

export async function ensureLocalAdmin(url: string, serviceRoleKey: string, credentialsFile: string): Promise<AdminAccount> {
  try {
    return JSON.parse(await readFile(credentialsFile, 'utf8')) as AdminAccount;
  } catch {
    // first start: create it below
  }
  const admin = createServerClient(url, serviceRoleKey);
  const account = { email: LOCAL_ADMIN_EMAIL, password: randomBytes(12).toString('base64url') };
  const { data, error } = await admin.auth.admin.createUser({
    ...account,
    email_confirm: true,
    user_metadata: { full_name: 'Local Admin' },
  });
  if (error) throw new Error(`Could not create the local admin account: ${error.message}`);
  const { error: promoteError } = await admin
    .from('profiles')
    .update({ is_admin: true, subscription_status: 'paid' })
    .eq('id', data.user.id);
  if (promoteError) throw new Error(`Could not make the local admin an admin: ${promoteError.message}`);
  await mkdir(dirname(credentialsFile), { recursive: true });
  await writeFile(credentialsFile, JSON.stringify(account, null, 2), { mode: 0o600 });
  return account;
}
