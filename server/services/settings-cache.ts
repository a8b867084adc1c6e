import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import type { Events } from '../events.ts';

export type Settings = typeof settings.$inferSelect;

/**
 * How long a change made by another server process (on a shared PostgreSQL) can go unseen here.
 * A change made through this process is seen at once.
 */
const MAX_AGE_MS = 5_000;

/**
 * The settings row, read once and kept for a few seconds. Every lead and every notification needs it,
 * and on the embedded database reading it costs about as much as writing the lead itself.
 */
export function createSettingsCache(db: Db, events: Events) {
  let cached: { row: Settings | undefined; readAt: number } | undefined;
  let generation = 0;
  events.on((name) => {
    if (name.startsWith('settings.')) {
      cached = undefined;
      generation++;
    }
  });
  return {
    async get(): Promise<Settings | undefined> {
      if (cached && Date.now() - cached.readAt < MAX_AGE_MS) return cached.row;
      const before = generation;
      const [row] = await db.select().from(settings).limit(1);
      // A change that landed while this read was in flight makes the row stale: answer it, don't keep it.
      if (generation === before) cached = { row, readAt: Date.now() };
      return row;
    },
  };
}

export type SettingsCache = ReturnType<typeof createSettingsCache>;
