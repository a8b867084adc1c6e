import { Hono } from 'hono';
import { UserError, messages } from '../errors.ts';
import type { Singleton, SingletonService } from '../services/singletons.ts';
import { readJson } from './crud.ts';

/** GET and PUT of a record that exists once, at `/` and at `/1` (react-admin's getOne/update). */
export function singletonRoutes(singleton: Singleton, service: SingletonService): Hono {
  const routes = new Hono();
  const onlyOne = (id: string) => {
    if (id !== '1') throw new UserError('not_found', messages.notFound);
  };
  routes.get('/', async (c) => c.json(await service.read(singleton)));
  routes.get('/:id', async (c) => {
    onlyOne(c.req.param('id'));
    return c.json(await service.read(singleton));
  });
  routes.put('/', async (c) => c.json(await service.write(singleton, await readJson(c.req.raw))));
  routes.put('/:id', async (c) => {
    onlyOne(c.req.param('id'));
    return c.json(await service.write(singleton, await readJson(c.req.raw)));
  });
  return routes;
}
