/**
 * Secrets at rest: AES-256-GCM with a key derived from APP_SECRET (HKDF-SHA256), and SHA-256
 * fingerprints for high-entropy tokens such as API keys.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;

function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'agencyscout', purpose, 32));
}

export interface SecretBox {
  /** → 'v1.<iv>.<tag>.<ciphertext>' (base64url parts). */
  encrypt(plaintext: string): string;
  /** @throws Error when the text was not produced with the same APP_SECRET or was altered. */
  decrypt(sealed: string): string;
}

export function createSecretBox(appSecret: string): SecretBox {
  const key = deriveKey(appSecret, 'secrets-at-rest');
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** Keys for signed cookies (the OpenID Provider's), derived so APP_SECRET never leaves this module. */
export function cookieKeys(appSecret: string): string[] {
  return [deriveKey(appSecret, 'cookie-signing').toString('base64url')];
}

/** SHA-256 hex of a random token. Fit only for high-entropy values (never for passwords). */
export function tokenFingerprint(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random URL-safe token of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
