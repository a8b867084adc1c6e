import { DEFAULT_THEME } from '../../../core/theme.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { settings, theme } from '../../db/schema/index.ts';
import type { Events } from '../../events.ts';
import type { Logger } from '../../log.ts';
import type { MediaService } from '../media.ts';

type Services = { config: Config; db: Db; events: Events; log: Logger; media: MediaService };

/**
 * First run: the settings row marks a database as initialized. Without it, the built-in samples are
 * seeded (unless SEED_SAMPLES=false) in one transaction with the settings row, so a start that is
 * interrupted half-way seeds again from scratch next time instead of leaving half the samples.
 */
export async function initializeContent(services: Services): Promise<void> {
  const { db, events } = services;
  const [existing] = await db.select({ id: settings.id }).from(settings).limit(1);
  if (existing) return;
  await events.muted(async () => {
    await db.transaction(async (tx) => {
      await tx.insert(settings).values({}).onConflictDoNothing();
      await tx.insert(theme).values({ colors: DEFAULT_THEME.colors }).onConflictDoNothing();
    });
  });
}
