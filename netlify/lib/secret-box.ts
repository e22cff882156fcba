// Secrets kept at rest (users' provider API keys, connector tokens): AES-256-GCM
// with a random 12-byte IV per value, the auth tag kept, and additional
// authenticated data that binds a ciphertext to its owner, its slot (provider or
// connector) and the destination it may be sent to, so one copied to another row,
// user or address fails to decrypt even if a code path forgot to check. Each stored value starts with the version of the
// server key that sealed it, so PROVIDER_KEYS_SECRET can be rotated: every listed
// version still opens, new values are sealed with the first (docs/configuration.md).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { ConfigError, serverConfig } from './env.ts';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretUnreadableError extends Error {
  override name = 'SecretUnreadableError';
}

/** The 32-byte AES key of one version, derived from its secret (any length of random text). */
function aesKey(version: string, secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'ai-business-hub provider keys', version, 32));
}

function keyring(): { current: string; keys: Map<string, Buffer> } {
  const versions = serverConfig().providerKeysSecret;
  if (!versions.length) throw new ConfigError('Server is missing the PROVIDER_KEYS_SECRET environment variable.');
  return { current: versions[0]!.version, keys: new Map(versions.map(({ version, secret }) => [version, aesKey(version, secret)])) };
}

/** Whether secrets can be stored at all (PROVIDER_KEYS_SECRET is set). */
export function secretsConfigured(): boolean {
  return serverConfig().providerKeysSecret.length > 0;
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** `<version>.<iv>.<tag>.<ciphertext>`, base64url, sealed with the newest key version. */
export function sealSecret(plaintext: string, context: string): string {
  const { current, keys } = keyring();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keys.get(current)!, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [current, b64(iv), b64(cipher.getAuthTag()), b64(sealed)].join('.');
}

/** The plaintext of a sealed value, or SecretUnreadableError (wrong place, unknown version, tampered). */
export function openSecret(stored: string, context: string): string {
  const { keys } = keyring();
  const [version, iv, tag, sealed, ...rest] = stored.split('.');
  const key = version ? keys.get(version) : undefined;
  if (!key || !iv || !tag || sealed === undefined || rest.length)
    throw new SecretUnreadableError('The stored secret has an unknown format or key version.');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError('The stored secret does not open here: it was sealed for another place, or altered.');
  }
}

/** Whether a sealed value uses an older key version (a write seals it again with the newest). */
export function sealedWithOldKey(stored: string): boolean {
  return stored.split('.')[0] !== keyring().current;
}

/**
 * What a stored secret is bound to: its owner, its slot (`provider:openai`,
 * `connector:wordpress`) and where it may be sent (`https://blog.example.com`, or a
 * fixed endpoint the server chooses, such as `builtin`). Any change of destination
 * needs the secret to be typed again.
 */
export interface SecretBinding {
  userId: string;
  slot: string;
  destination: string;
}

const boundContext = ({ userId, slot, destination }: SecretBinding) => `bound|${userId}|${slot}|${destination}`;

/** Seals a secret for one owner, slot and destination. */
export function sealBound(plaintext: string, binding: SecretBinding): string {
  return sealSecret(plaintext, boundContext(binding));
}

/**
 * Opens a secret sealed for this binding. `legacyContext` is the owner-and-slot
 * context that values sealed before destinations were bound used: such a value still
 * opens (it carries no destination to check), and `stale` says to seal it again,
 * as it does for a value sealed with an older server key.
 */
export function openBound(stored: string, binding: SecretBinding, legacyContext?: string): { plaintext: string; stale: boolean } {
  try {
    return { plaintext: openSecret(stored, boundContext(binding)), stale: sealedWithOldKey(stored) };
  } catch (error) {
    if (!legacyContext || !(error instanceof SecretUnreadableError)) throw error;
    return { plaintext: openSecret(stored, legacyContext), stale: true };
  }
}

/** The origin (scheme, host, port) a secret sent to this URL reaches: what binds it. */
export function destinationOrigin(url: string): string {
  return new URL(url).origin;
}
