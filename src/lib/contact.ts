// What the contact page says besides the form (public-site §2 "Contact", §9).

/** Opening hours: Monday to Friday 9h-18h, Saturday 9h-14h (public-site §9). */
export const OPENING_HOURS = [
  { days: 'Segunda a sexta', hours: '9h às 18h' },
  { days: 'Sábado', hours: '9h às 14h' },
] as const;

/** The services the photographer offers, one per fallback category (public-site §3). */
export const SERVICES = [
  { name: 'Casamento', text: 'A cobertura completa do grande dia, dos preparativos à festa.' },
  { name: 'Pré Wedding', text: 'Um ensaio do casal antes do casamento, no lugar que tem a cara de vocês.' },
  { name: 'Ensaio', text: 'Retratos individuais, de família ou gestante, com luz natural.' },
] as const;
