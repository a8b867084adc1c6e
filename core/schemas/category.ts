import { z } from 'zod';
import { optionalSlug, optionalText, requiredText } from './fields.ts';

/** A portfolio category (admin-area §5: name required; slug from the name unless given). */
export const categoryInput = z.object({
  name: requiredText('Informe o nome da categoria.'),
  slug: optionalSlug,
  description: optionalText,
});
export type CategoryInput = z.infer<typeof categoryInput>;
