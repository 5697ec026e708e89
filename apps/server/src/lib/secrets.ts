/**
 * Secrets at rest: AES-256-GCM with a key derived from APP_SECRET (HKDF-SHA256), and SHA-256
 * fingerprints for high-entropy tokens such as API keys.
 *
 * While APP_SECRET is rotated (docs/operations.md "Rotating APP_SECRET"), the older secrets of
 * APP_SECRET_PREVIOUS are still accepted: values are sealed and cookies signed with APP_SECRET only, and
 * opened or verified with APP_SECRET first, then each previous secret in turn.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;

/**
 * The app's secrets; `AppConfig` is one. `appSecret` (APP_SECRET) seals and signs; `appSecretPrevious`
 * (APP_SECRET_PREVIOUS) are older secrets still accepted to open and verify, tried in their order.
 */
export interface AppSecrets {
  appSecret: string;
  appSecretPrevious?: readonly string[];
}

/** APP_SECRET first, then each previous secret: the order every opener and verifier tries them in. */
export function secretsInOrder(secrets: AppSecrets): string[] {
  return [secrets.appSecret, ...(secrets.appSecretPrevious ?? [])];
}

/**
 * Data sealed with none of the configured secrets. Its message is one line that names the setting and how to
 * proceed, and is all that start-up (server, worker, command line) prints before exiting.
 */
export class AppSecretMismatchError extends Error {
  override name = 'AppSecretMismatchError';
}

/** A sealed value that no configured secret opens, or that is not a sealed value at all. */
export class UnopenableSecretError extends Error {
  override name = 'UnopenableSecretError';
}

function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'agencyscout', purpose, 32));
}

export interface SecretBox {
  /** Seals with APP_SECRET → 'v1.<iv>.<tag>.<ciphertext>' (base64url parts). */
  encrypt(plaintext: string): string;
  /** @throws UnopenableSecretError when no configured secret opens the text, or it was altered. */
  decrypt(sealed: string): string;
  /**
   * The value sealed anew with APP_SECRET when a previous secret opened it; null when APP_SECRET already does.
   * @throws UnopenableSecretError like `decrypt`.
   */
  reseal(sealed: string): string | null;
  /** True while previous secrets (APP_SECRET_PREVIOUS) are accepted besides APP_SECRET. */
  readonly withPrevious: boolean;
}

function openWith(key: Buffer, iv: string, tag: string, ciphertext: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export function createSecretBox(secrets: AppSecrets): SecretBox {
  const keys = secretsInOrder(secrets).map((secret) => deriveKey(secret, 'secrets-at-rest'));
  const encrypt = (plaintext: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', keys[0] as Buffer, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  };
  /** The plain text and the position of the secret that opened it (0: APP_SECRET). */
  const open = (sealed: string): { plaintext: string; secretIndex: number } => {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || ciphertext === undefined) {
      throw new UnopenableSecretError('Unreadable sealed secret');
    }
    for (const [secretIndex, key] of keys.entries()) {
      const plaintext = openWith(key, iv, tag, ciphertext);
      if (plaintext !== null) return { plaintext, secretIndex };
    }
    throw new UnopenableSecretError('The sealed secret opens with none of APP_SECRET and APP_SECRET_PREVIOUS');
  };
  return {
    encrypt,
    decrypt: (sealed) => open(sealed).plaintext,
    reseal(sealed) {
      const { plaintext, secretIndex } = open(sealed);
      return secretIndex === 0 ? null : encrypt(plaintext);
    },
    withPrevious: keys.length > 1,
  };
}

/**
 * Keys for signed cookies (the OpenID Provider's), derived so the secrets never leave this module: APP_SECRET's
 * first (it signs), then the previous secrets' (they still verify).
 */
export function cookieKeys(secrets: AppSecrets): string[] {
  return secretsInOrder(secrets).map((secret) => deriveKey(secret, 'cookie-signing').toString('base64url'));
}

/** SHA-256 hex of a random token. Fit only for high-entropy values (never for passwords). */
export function tokenFingerprint(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random URL-safe token of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
