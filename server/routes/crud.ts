import { Hono } from 'hono';
import { z } from 'zod';
import { UserError, messages } from '../errors.ts';
import type { ListQuery, Resource, ResourceService } from '../services/resources.ts';

// HTTP in and out for one resource in the ra-data-simple-rest convention:
// GET /?sort=["field","ASC"]&range=[0,24]&filter={...} → array + Content-Range; GET/PUT/DELETE /:id; POST /.

const sortParam = z.tuple([z.string(), z.enum(['ASC', 'DESC'])]);
const rangeParam = z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a);
const filterParam = z.record(z.string(), z.unknown());
const idParam = z.uuid();

function jsonParam<T>(raw: string | undefined, schema: z.ZodType<T>, name: string): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new UserError('invalid', messages.badQuery, { [name]: 'JSON inválido.' });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UserError('invalid', messages.badQuery, { [name]: 'Valor inválido.' });
  return parsed.data;
}

function recordId(raw: string): string {
  // An id that is not a UUID cannot name a record: answer 404 rather than let the database reject it.
  if (!idParam.safeParse(raw).success) throw new UserError('not_found', messages.notFound);
  return raw;
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new UserError('invalid', 'Corpo da requisição inválido: envie JSON.');
  }
}

export function crudRoutes(resource: Resource, service: ResourceService): Hono {
  const routes = new Hono();

  routes.get('/', async (c) => {
    const query: ListQuery = {
      sort: jsonParam(c.req.query('sort'), sortParam, 'sort'),
      range: jsonParam(c.req.query('range'), rangeParam, 'range'),
      filter: jsonParam(c.req.query('filter'), filterParam, 'filter'),
    };
    const { rows, total, start } = await service.list(resource, query);
    const end = rows.length ? start + rows.length - 1 : start;
    c.header('Content-Range', `${resource.name} ${start}-${end}/${total}`);
    return c.json(rows);
  });

  routes.get('/:id', async (c) => {
    const row = await service.getOne(resource, recordId(c.req.param('id')));
    if (!row) throw new UserError('not_found', messages.notFound);
    return c.json(row);
  });

  routes.post('/', async (c) => c.json(await service.create(resource, await readJson(c.req.raw)), 201));

  routes.put('/:id', async (c) => {
    const id = recordId(c.req.param('id'));
    return c.json(await service.update(resource, id, await readJson(c.req.raw)));
  });

  routes.delete('/:id', async (c) => c.json(await service.remove(resource, recordId(c.req.param('id')))));

  return routes;
}
