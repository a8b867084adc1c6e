import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { UserError, messages, sqlState, type FieldErrors } from '../errors.ts';
import type { EventName, Events } from '../events.ts';

// The admin REST convention (DESIGN "Contracts"), once, for every resource: list with filter, sort and
// range; get, create, update and delete by id. A resource supplies its table, what may be filtered and
// sorted, its input schema and, where it has them, its own rules as hooks.

type Row = Record<string, unknown>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Resource<Input extends Row = Row> = {
  name: string;
  /** Singular, for event names: `project` → `project.created`. */
  event: string;
  table: PgTable;
  idColumn: AnyPgColumn;
  /** Columns searched by the `q` filter (case-insensitive substring). */
  search?: AnyPgColumn[];
  /** Filter keys allowed besides `q` and `id`, with the column each compares with. */
  filters?: Record<string, AnyPgColumn>;
  sorts: Record<string, AnyPgColumn>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Absent: the resource is read-only through this API. */
  input?: z.ZodType<Input>;
  /** Partial input for PUT; defaults to the input schema made partial. */
  update?: z.ZodType<Partial<Input>>;
  /** Turns input into column values; may check rules against the database. */
  prepare?: (tx: Tx, input: Partial<Input>, existing: Row | undefined) => Promise<Row>;
  /** Writes what belongs to the record besides its own row (child rows, links). */
  afterWrite?: (tx: Tx, id: string, input: Partial<Input>) => Promise<void>;
  /** Adds related data to rows before they are answered. */
  expand?: (db: Db, rows: Row[]) => Promise<Row[]>;
  /** Names of unique columns, for a clear message when a value is taken. */
  uniqueMessages?: Record<string, string>;
};

export type ListQuery = {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown>;
};

const MAX_PAGE = 1000;

export function createResourceService(db: Db, events: Events) {
  function where(resource: Resource, filter: Record<string, unknown> = {}): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === '') continue;
      if (key === 'q') {
        const term = `%${String(value).replace(/[\\%_]/g, '\\$&')}%`;
        conditions.push(or(...(resource.search ?? []).map((column) => ilike(column, term))));
        continue;
      }
      const column = key === 'id' ? resource.idColumn : resource.filters?.[key];
      if (!column) throw new UserError('invalid', messages.badQuery, { [key]: 'Filtro desconhecido.' });
      if (Array.isArray(value)) conditions.push(value.length ? inArray(column, value) : eq(column, null as never));
      else conditions.push(eq(column, value));
    }
    return and(...conditions);
  }

  async function expand(resource: Resource, rows: Row[]) {
    return resource.expand && rows.length ? resource.expand(db, rows) : rows;
  }

  async function findRow(resource: Resource, id: string, tx: Db | Tx = db): Promise<Row | undefined> {
    const [row] = await tx.select().from(resource.table).where(eq(resource.idColumn, id)).limit(1);
    return row;
  }

  async function write(resource: Resource, rawInput: unknown, id?: string): Promise<Row> {
    const schema = id ? (resource.update ?? partialOf(resource)) : resource.input;
    if (!schema) throw new UserError('invalid', 'Este recurso não pode ser alterado por aqui.');
    const parsed = schema.safeParse(rawInput);
    if (!parsed.success) throw new UserError('invalid', firstMessage(parsed.error), fieldErrors(parsed.error));
    const input = parsed.data as Row;
    try {
      const savedId = await db.transaction(async (tx) => {
        const existing = id ? await findRow(resource, id, tx) : undefined;
        if (id && !existing) throw new UserError('not_found', messages.notFound);
        const values = resource.prepare ? await resource.prepare(tx, input, existing) : input;
        const columns = getTableColumns(resource.table);
        const own = Object.fromEntries(Object.entries(values).filter(([k]) => k in columns && k !== 'id'));
        let rowId = id;
        if (id) {
          if (Object.keys(own).length) await tx.update(resource.table).set(own).where(eq(resource.idColumn, id));
        } else {
          const [created] = await tx.insert(resource.table).values(own).returning({ id: resource.idColumn });
          rowId = String(created!.id);
        }
        await resource.afterWrite?.(tx, rowId!, input);
        return rowId!;
      });
      events.emit(`${resource.event}.${id ? 'updated' : 'created'}` as EventName, { id: savedId });
      return (await getOne(resource, savedId))!;
    } catch (error) {
      throw asUserError(resource, error);
    }
  }

  async function getOne(resource: Resource, id: string): Promise<Row | undefined> {
    const row = await findRow(resource, id);
    return row ? (await expand(resource, [row]))[0] : undefined;
  }

  return {
    async list(resource: Resource, query: ListQuery): Promise<{ rows: Row[]; total: number; start: number }> {
      const condition = where(resource, query.filter);
      const [sortField, order] = query.sort ?? resource.defaultSort;
      const sortColumn = resource.sorts[sortField];
      if (!sortColumn) throw new UserError('invalid', messages.badQuery, { sort: 'Ordenação não suportada.' });
      const [start, end] = query.range ?? [0, MAX_PAGE - 1];
      const limit = Math.min(Math.max(end - start + 1, 0), MAX_PAGE);
      const direction = order === 'DESC' ? desc : asc;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(resource.table)
          .where(condition)
          .orderBy(direction(sortColumn), asc(resource.idColumn))
          .limit(limit)
          .offset(start),
        db.select({ n: count() }).from(resource.table).where(condition),
      ]);
      return { rows: await expand(resource, rows), total: totalRow?.n ?? 0, start };
    },

    getOne,

    create: (resource: Resource, input: unknown) => write(resource, input),

    update: (resource: Resource, id: string, input: unknown) => write(resource, input, id),

    async remove(resource: Resource, id: string): Promise<Row> {
      const existing = await getOne(resource, id);
      if (!existing) throw new UserError('not_found', messages.notFound);
      try {
        await db.delete(resource.table).where(eq(resource.idColumn, id));
      } catch (error) {
        throw asUserError(resource, error);
      }
      events.emit(`${resource.event}.deleted` as EventName, { id });
      return existing;
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;

function partialOf(resource: Resource): z.ZodType | undefined {
  const input = resource.input as unknown as { partial?: () => z.ZodType } | undefined;
  return input?.partial?.();
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function firstMessage(error: z.ZodError): string {
  return error.issues.length === 1 ? (error.issues[0]?.message ?? messages.invalid) : messages.invalid;
}

function asUserError(resource: Resource, error: unknown): unknown {
  if (error instanceof UserError) return error;
  const state = sqlState(error);
  if (state === '23505') {
    const detail = String((error as { cause?: { detail?: string } }).cause?.detail ?? '');
    const field = Object.keys(resource.uniqueMessages ?? {}).find((f) => detail.includes(`(${f})`)) ?? 'slug';
    const message = resource.uniqueMessages?.[field] ?? messages.duplicate;
    return new UserError('conflict', message, { [field]: message });
  }
  if (state === '23503') return new UserError('invalid', messages.missingReference);
  if (state === '23514' || state === '22P02' || state === '22007' || state === '22008') {
    return new UserError('invalid', messages.invalid);
  }
  return error;
}
