import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import type { Auth } from './index.ts';

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user);
  return row?.n ?? 0;
}

/**
 * Creates an admin account with a password, or sets a new password when the e-mail exists.
 * Goes through Better Auth's own adapter and hasher, so sign-in verifies it exactly as it would
 * an account Better Auth created itself.
 */
export async function upsertAdmin(auth: Auth, db: Db, email: string, password: string): Promise<'created' | 'updated'> {
  const ctx = await auth.$context;
  const normalized = email.trim().toLowerCase();
  const hash = await ctx.password.hash(password);
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, normalized));
  if (existing) {
    const accounts = await ctx.internalAdapter.findAccounts(existing.id);
    if (accounts.some((a) => a.providerId === 'credential')) {
      await ctx.internalAdapter.updatePassword(existing.id, hash);
    } else {
      await ctx.internalAdapter.linkAccount({ userId: existing.id, providerId: 'credential', accountId: existing.id, password: hash });
    }
    return 'updated';
  }
  const created = await ctx.internalAdapter.createUser({ email: normalized, name: normalized.split('@')[0] ?? 'Admin', emailVerified: true }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
  return 'created';
}
