import { z } from 'zod';
import { optionalSlug, optionalText, requiredText, uuid } from './fields.ts';

/** admin-area §5: title, excerpt and content required; slug from the title unless given. */
export const blogPostInput = z.object({
  title: requiredText('Informe o título do post.'),
  slug: optionalSlug,
  excerpt: requiredText('Escreva um resumo do post.'),
  content: requiredText('Escreva o conteúdo do post.'),
  featured_image: optionalText,
  author_name: optionalText,
  is_published: z.boolean().optional(),
  is_featured: z.boolean().optional(),
  category_ids: z.array(uuid('Categoria inválida.')).optional(),
});
export type BlogPostInput = z.infer<typeof blogPostInput>;
