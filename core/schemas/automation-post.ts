import { z } from 'zod';

/** The body of POST /api/v1/blog-posts (admin-area §5): title and content required. */
export const automationPostInput = z.object({
  title: z.string({ error: 'O campo "title" é obrigatório.' }).trim().min(1, 'O campo "title" é obrigatório.').max(300),
  content: z.string({ error: 'O campo "content" é obrigatório.' }).trim().min(1, 'O campo "content" é obrigatório.'),
  excerpt: z.string().trim().max(1000).optional(),
  category: z.string().trim().max(100).optional(),
  tags: z.array(z.string().trim().min(1).max(60)).max(30).optional(),
  featured_image_url: z.url('O campo "featured_image_url" deve ser uma URL.').optional(),
  is_published: z.boolean().optional(),
});
export type AutomationPostInput = z.infer<typeof automationPostInput>;
