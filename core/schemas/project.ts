import { z } from 'zod';
import { optionalDay, optionalSlug, optionalText, requiredText, uuid } from './fields.ts';

export const NO_IMAGE_MESSAGE = 'Adicione pelo menos 1 imagem.';

export const projectMediaInput = z.object({
  media_url: requiredText('Informe o endereço da mídia.'),
  media_type: z.enum(['image', 'video']),
  thumbnail_url: optionalText,
  alt_text: optionalText,
});
export type ProjectMediaInput = z.infer<typeof projectMediaInput>;

/**
 * A project with its media in display order (admin-area §5: title, client names and category required;
 * at least one image). The cover is `cover_image` when it names one of the images, else the first image.
 */
export const projectInput = z.object({
  title: requiredText('Informe o título do projeto.'),
  slug: optionalSlug,
  client_names: requiredText('Informe os nomes dos clientes.'),
  location: optionalText,
  event_date: optionalDay,
  description: optionalText,
  category_id: uuid('Escolha uma categoria.'),
  cover_image: optionalText,
  is_featured: z.boolean().optional(),
  is_published: z.boolean().optional(),
  media: z
    .array(projectMediaInput, { error: NO_IMAGE_MESSAGE })
    .refine((items) => items.some((m) => m.media_type === 'image'), NO_IMAGE_MESSAGE),
});
export type ProjectInput = z.infer<typeof projectInput>;
