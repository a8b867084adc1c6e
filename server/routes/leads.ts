import { Hono } from 'hono';
import { leadInput } from '../../core/schemas/lead.ts';
import { UserError, messages } from '../errors.ts';
import type { LeadService } from '../services/leads.ts';

/**
 * POST /api/leads from the contact form: JSON from the island, or form-encoded from the plain HTML form
 * (no JavaScript), which gets a redirect to a result page instead of JSON.
 */
export function leadRoutes(leads: LeadService): Hono {
  return new Hono().post('/', async (c) => {
    const type = c.req.header('content-type') ?? '';
    const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
    let body: unknown;
    try {
      body = isForm ? Object.fromEntries((await c.req.formData()).entries()) : await c.req.json();
    } catch {
      throw new UserError('invalid', 'Corpo da requisição inválido.');
    }
    const parsed = leadInput.safeParse(body);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? '_'), i.message]).reverse());
      if (isForm) return c.redirect('/contato/erro/', 303);
      throw new UserError('invalid', messages.invalid, fields);
    }
    const lead = await leads.create(parsed.data);
    if (isForm) return c.redirect('/contato/obrigado/', 303);
    return c.json({ id: lead.id }, 201);
  });
}
