import { z } from 'zod';
import { EVENT_TYPES, LEAD_STATUSES } from '../constants.ts';
import { todayInBrazil } from '../format.ts';
import { phoneDigits } from '../phone.ts';

/**
 * The contact form (public-site §5), shared by the form, `POST /api/leads` and the admin.
 * Required: name, e-mail, phone, event type, event date not before today. Location and message are
 * optional and stored empty.
 */
export const leadInput = z.object({
  name: z.string({ error: 'Informe seu nome.' }).trim().min(1, 'Informe seu nome.').max(200),
  email: z.string({ error: 'Informe seu e-mail.' }).trim().min(1, 'Informe seu e-mail.').pipe(z.email('E-mail inválido.')),
  phone: z
    .string({ error: 'Informe seu WhatsApp.' })
    .trim()
    .refine((v) => phoneDigits(v).length >= 10 && phoneDigits(v).length <= 11, 'Informe um telefone com DDD.'),
  event_type: z.enum(EVENT_TYPES, { error: 'Escolha o tipo de evento.' }),
  event_date: z
    .string({ error: 'Informe a data do evento.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data do evento.')
    .refine((d) => d >= todayInBrazil(), 'A data do evento não pode ser anterior a hoje.'),
  location: z.string().trim().max(300).optional().default(''),
  message: z.string().trim().max(5000).optional().default(''),
});
export type LeadInput = z.infer<typeof leadInput>;

/** What the admin may change on a lead: its status (admin-area §4). */
export const leadUpdate = z.object({ status: z.enum(LEAD_STATUSES, { error: 'Status inválido.' }) });
