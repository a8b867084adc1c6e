import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';

/** admin-area §5: name, WhatsApp, e-mail, city and state required; e-mail format; Instagram a URL; state 2 letters. */
export const businessInfoInput = z.object({
  name: requiredText('Informe o nome.'),
  document: optionalText,
  whatsapp: requiredText('Informe o WhatsApp.'),
  email: requiredText('Informe o e-mail.').pipe(z.email('E-mail inválido.')),
  instagram: z.preprocess((v) => (v === '' ? null : v), z.url('Informe o endereço completo do Instagram (https://...).').nullish()),
  address: optionalText,
  city: requiredText('Informe a cidade.'),
  state: requiredText('Informe o estado.')
    .max(2, 'Use a sigla do estado, com 2 letras.')
    .transform((s) => s.toUpperCase()),
  zip_code: optionalText,
});
export type BusinessInfoInput = z.infer<typeof businessInfoInput>;
