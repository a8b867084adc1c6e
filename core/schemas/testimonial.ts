import { z } from 'zod';
import { requiredText } from './fields.ts';

/** admin-area §5: client name, content and rating (5 down to 1) required. */
export const testimonialInput = z.object({
  client_name: requiredText('Informe o nome do cliente.'),
  content: requiredText('Escreva o depoimento.'),
  rating: z.coerce.number().int().min(1, 'A nota vai de 1 a 5.').max(5, 'A nota vai de 1 a 5.'),
  is_featured: z.boolean().optional(),
});
export type TestimonialInput = z.infer<typeof testimonialInput>;
