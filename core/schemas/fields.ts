import { z } from 'zod';
import { SLUG_PATTERN } from '../slugify.ts';

// Field shapes the input schemas share. Forms send '' for an empty input; it means "no value".

// Every input schema imports this module, so zod's own messages (wrong types, missing fields) come out
// in Portuguese wherever a schema is used: the site, the admin and the server.
z.config(z.locales.ptBR());

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const optionalText = z.preprocess(emptyToNull, z.string().trim().nullish());

export const optionalSlug = z.preprocess(
  emptyToNull,
  z.string().trim().regex(SLUG_PATTERN, 'Use apenas letras minúsculas, números e hífens.').nullish(),
);

export const optionalDay = z.preprocess(
  emptyToNull,
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.').nullish(),
);

export const uuid = (message: string) => z.uuid({ error: message });
