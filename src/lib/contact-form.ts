import { leadInput } from '../../core/schemas/lead.ts';

// The quote form's texts and the client-side check, with the very schema the server uses (DESIGN
// "How data flows", step 2).

export const CONTACT_MESSAGES = {
  submit: 'Enviar Mensagem',
  submitting: 'Enviando...',
  success: 'Mensagem enviada com sucesso! Entraremos em contato em breve.',
  // public-site §8, word for word.
  error: 'Erro ao enviar mensagem. Por favor, tente novamente ou entre em contato via WhatsApp.',
  tooMany: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.',
} as const;

export const LEAD_FIELDS = ['name', 'email', 'phone', 'event_type', 'event_date', 'location', 'message'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadValues = Record<LeadField, string>;
export type FieldErrors = Partial<Record<LeadField, string>>;

export const EMPTY_LEAD: LeadValues = { name: '', email: '', phone: '', event_type: '', event_date: '', location: '', message: '' };

/** The first message of each invalid field, or none when the form is valid. */
export function validateLead(values: LeadValues): FieldErrors {
  const parsed = leadInput.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LeadField;
    if (LEAD_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
