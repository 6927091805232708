import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The secret of the card number encryption: CARD_KEY (64 hex characters) or
 * `DATA_DIR/secrets/card.key`, created (mode 0600) on first start. Losing it makes stored card
 * numbers unreadable, so back it up with the database.
 */
export async function loadCardKey(dataDir: string, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv) {
    if (!/^[0-9a-fA-F]{64}$/.test(fromEnv)) throw new Error('CARD_KEY must be 64 hex characters');
    return Buffer.from(fromEnv, 'hex');
  }
  const file = path.join(dataDir, 'secrets', 'card.key');
  try {
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'hex');
  } catch {
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const key = randomBytes(32);
    try {
      await fs.writeFile(file, key.toString('hex'), { flag: 'wx', mode: 0o600 });
      return key;
    } catch {
      return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'hex');
    }
  }
}
