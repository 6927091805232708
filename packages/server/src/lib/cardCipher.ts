import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Bank card numbers at rest: AES-256-GCM (`v1.<iv>.<tag>.<ciphertext>`, base64url) so that
 * operators can pay a withdrawal out, plus an HMAC-SHA256 of the number with a key derived
 * from the same secret, the unique index that binds a card number to one account. The secret
 * is `DATA_DIR/secrets/card.key` (or CARD_KEY) in production, random per process in tests.
 */
export interface CardCipher {
  hash(cardNumber: string): string;
  encrypt(cardNumber: string): string;
  decrypt(stored: string): string;
}

export function createCardCipher(secret: Buffer = randomBytes(32)): CardCipher {
  const encKey = createHmac('sha256', secret).update('card-encryption').digest();
  const macKey = createHmac('sha256', secret).update('card-lookup').digest();
  return {
    hash: (cardNumber) => createHmac('sha256', macKey).update(cardNumber).digest('hex'),
    encrypt(cardNumber) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const data = Buffer.concat([cipher.update(cardNumber, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('card cipher: unknown format');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
