// pt-BR formatting of dates. Event dates are calendar days ("YYYY-MM-DD") and must not shift with the
// time zone, so they are formatted in UTC.

const shortDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDateLocal = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/** "2025-03-15" → "15/03/2025" */
export function formatDay(day: string): string {
  return shortDate.format(new Date(`${day}T00:00:00Z`));
}

/** "2025-03-15" → "15 de março de 2025" */
export function formatDayLong(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

/** An instant (ISO string) as a long pt-BR date in Brazil's time: "15 de março de 2025". */
export function formatInstantLong(iso: string): string {
  return longDateLocal.format(new Date(iso));
}

const isoDayInBrazil = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** Today's calendar day in Brazil ("YYYY-MM-DD"), the reference for "not before today". */
export function todayInBrazil(now: Date = new Date()): string {
  return isoDayInBrazil.format(now);
}
