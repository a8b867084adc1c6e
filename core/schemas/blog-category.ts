import { z } from 'zod';
import { optionalSlug, requiredText } from './fields.ts';

export const blogCategoryInput = z.object({
  name: requiredText('Informe o nome da categoria.'),
  slug: optionalSlug,
  color: z.string().trim().min(1).optional(),
});
export type BlogCategoryInput = z.infer<typeof blogCategoryInput>;
