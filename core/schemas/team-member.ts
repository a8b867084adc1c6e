import { z } from 'zod';
import { optionalText } from './fields.ts';

export const TEAM_REQUIRED_MESSAGE = 'Nome e cargo são obrigatórios';

/** admin-area §5: name and role required; display order a number of at least 0. */
export const teamMemberInput = z.object({
  name: z.string({ error: TEAM_REQUIRED_MESSAGE }).trim().min(1, TEAM_REQUIRED_MESSAGE),
  role: z.string({ error: TEAM_REQUIRED_MESSAGE }).trim().min(1, TEAM_REQUIRED_MESSAGE),
  bio: optionalText,
  image_url: optionalText,
  display_order: z.coerce.number().int().min(0, 'A ordem deve ser 0 ou mais.').optional(),
  is_active: z.boolean().optional(),
});
export type TeamMemberInput = z.infer<typeof teamMemberInput>;
