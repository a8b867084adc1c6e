import { PHONE_MAX_DIGITS, WHATSAPP_COUNTRY_PREFIX } from './constants.ts';

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Masks as the visitor types: "(DD) NNNNN-NNNN", digits only, up to 11 digits (public-site §5). */
export function maskPhone(input: string): string {
  const digits = phoneDigits(input).slice(0, PHONE_MAX_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 5) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, 5)}-${rest.slice(5)}`;
}

/** Digits for a WhatsApp chat link: prefixed with 55 unless they already start with it (public-site §5). */
export function whatsappNumber(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.startsWith(WHATSAPP_COUNTRY_PREFIX) ? digits : WHATSAPP_COUNTRY_PREFIX + digits;
}

export function whatsappLink(phone: string, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${whatsappNumber(phone)}${query}`;
}
