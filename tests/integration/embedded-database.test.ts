import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';

// The embedded database runs on its own thread and serves one connection at a time
// (server/db/pglite-thread.ts). What the server relies on: answers reach the query that asked, in any
// number at once; a connection that breaks leaves nothing behind for the next; the data outlives close.

describe('the embedded database on its own thread', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'retrato-embedded-'));
  let database: Database;

  beforeAll(async () => {
    database = openDatabase({ dataDir });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives each of many queries sent at once its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => database.pool.query<{ n: number; text: string }>('select $1::int as n, repeat($2, $1::int) as text', [i, 'x'])),
    );
    answers.forEach(({ rows: [row] }, i) => expect(row).toEqual({ n: i, text: 'x'.repeat(i) }));
  });

  it('rolls back the transaction of a connection that breaks, and lets the next one prepare the same statements', async () => {
    const statement = { name: 'category.insert', text: "insert into categories (name, slug) values ($1, $1) returning slug", values: ['Abandonada'] };
    const broken = await database.pool.connect();
    await broken.query('begin');
    await broken.query(statement);
    broken.release(new Error('the connection broke')); // destroys it, as a failed socket would

    // Had the broken connection's transaction stayed open, this insert would join it, and the select
    // below would see 'Abandonada'.
    const { rows } = await database.pool.query("insert into categories (name, slug) values ('Outra', 'Outra') returning slug");
    expect(rows).toEqual([{ slug: 'Outra' }]);
    // Had its prepared statement stayed, preparing the name again would fail.
    const again = await database.pool.query({ ...statement, values: ['Guardada'] });
    expect(again.rows).toEqual([{ slug: 'Guardada' }]);
    const slugs = await database.pool.query("select slug from categories where slug in ('Abandonada', 'Outra', 'Guardada') order by slug");
    expect(slugs.rows.map((row) => row.slug)).toEqual(['Guardada', 'Outra']);
  });

  it('keeps what was committed once closed and opened again', async () => {
    await database.pool.query("insert into categories (name, slug) values ('Persistente', 'persistente')");
    await database.close();
    database = openDatabase({ dataDir });
    const { rows } = await database.pool.query("select name from categories where slug = 'persistente'");
    expect(rows).toEqual([{ name: 'Persistente' }]);
  });
});
