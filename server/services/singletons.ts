import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { businessInfoInput } from '../../core/schemas/business-info.ts';
import { SECRET_SETTINGS, settingsInput } from '../../core/schemas/settings.ts';
import { themeInput } from '../../core/schemas/theme.ts';
import { DEFAULT_THEME } from '../../core/theme.ts';
import type { Db } from '../db/client.ts';
import { businessInfo, settings, theme } from '../db/schema/index.ts';
import { UserError } from '../errors.ts';
import type { EventName, Events } from '../events.ts';
import { fieldErrors, firstMessage } from './resources.ts';

// The records that exist once (id 1): settings, business info and theme. Read and changed as one record;
// react-admin reaches them as `/<name>/1`.

type Row = Record<string, unknown>;

export type Singleton = {
  name: string;
  event: string;
  table: typeof settings | typeof businessInfo | typeof theme;
  input: z.ZodType<Row>;
  /** What a missing record reads as (null: "not filled in yet"). */
  empty: () => Row | null;
  /** The record as the admin sees it; secrets are never sent back (DESIGN decision 3). */
  present?: (row: Row) => Row;
  /** Changes to a record that does not exist yet need these defaults to make a valid row. */
  defaults?: Row;
  /** Turns valid input into column values, given the record as it is. */
  prepare?: (values: Row, current: Row | undefined) => Row;
};

export const settingsSingleton: Singleton = {
  name: 'settings',
  event: 'settings',
  table: settings,
  input: settingsInput,
  empty: () => ({}),
  present(row) {
    const shown: Row = { ...row };
    for (const key of SECRET_SETTINGS) {
      shown[`${key}_set`] = Boolean(row[key]);
      shown[key] = null;
    }
    return shown;
  },
};

export const businessInfoSingleton: Singleton = {
  name: 'business-info',
  event: 'business_info',
  table: businessInfo,
  input: businessInfoInput,
  empty: () => null,
};

export const themeSingleton: Singleton = {
  name: 'theme',
  event: 'theme',
  table: theme,
  input: themeInput,
  empty: () => ({ id: 1, ...DEFAULT_THEME }),
  defaults: { colors: DEFAULT_THEME.colors },
  // A change of one colour keeps the others.
  prepare: (values, current) =>
    values.colors ? { ...values, colors: { ...DEFAULT_THEME.colors, ...(current?.colors as object), ...(values.colors as object) } } : values,
};

export function createSingletonService(db: Db, events: Events) {
  async function read(singleton: Singleton): Promise<Row | null> {
    const [row] = await db.select().from(singleton.table).where(eq(singleton.table.id, 1)).limit(1);
    if (!row) return singleton.empty();
    return singleton.present ? singleton.present(row) : row;
  }

  return {
    read,
    async write(singleton: Singleton, raw: unknown): Promise<Row | null> {
      const parsed = singleton.input.safeParse(raw);
      if (!parsed.success) throw new UserError('invalid', firstMessage(parsed.error), fieldErrors(parsed.error));
      const [existing] = await db.select().from(singleton.table).where(eq(singleton.table.id, 1)).limit(1);
      const values = singleton.prepare ? singleton.prepare(parsed.data, existing) : parsed.data;
      if (existing) {
        if (Object.keys(values).length) await db.update(singleton.table).set(values).where(eq(singleton.table.id, 1));
      } else {
        await db.insert(singleton.table).values({ ...singleton.defaults, ...values, id: 1 });
      }
      events.emit(`${singleton.event}.updated` as EventName);
      return read(singleton);
    },
  };
}

export type SingletonService = ReturnType<typeof createSingletonService>;
