import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiKeys } from '../db/schema/index.ts';
import { UserError, messages } from '../errors.ts';

// Keys for the automation API (n8n and the like). A key is shown once, when it is made; only its hash is
// kept, so a leaked database does not leak working keys.

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

export function createApiKeyService(db: Db) {
  return {
    async create(name: string) {
      const key = `rtr_${randomBytes(24).toString('base64url')}`;
      const [row] = await db
        .insert(apiKeys)
        .values({ name, prefix: key.slice(0, 8), key_hash: hash(key) })
        .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, created_at: apiKeys.created_at });
      return { ...row!, key };
    },
    list() {
      return db
        .select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, created_at: apiKeys.created_at, last_used_at: apiKeys.last_used_at })
        .from(apiKeys)
        .orderBy(desc(apiKeys.created_at));
    },
    async revoke(id: string) {
      const [row] = await db.delete(apiKeys).where(eq(apiKeys.id, id)).returning({ id: apiKeys.id, name: apiKeys.name });
      if (!row) throw new UserError('not_found', messages.notFound);
      return row;
    },
    /** The key's id when `key` is a live key, else undefined. */
    async verify(key: string): Promise<string | undefined> {
      const [row] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.key_hash, hash(key)));
      if (!row) return undefined;
      await db.update(apiKeys).set({ last_used_at: new Date() }).where(eq(apiKeys.id, row.id));
      return row.id;
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
