import { desc, eq } from 'drizzle-orm';
import { EVENT_TYPE_LABELS, LEAD_STATUSES, type EventType } from '../../core/constants.ts';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema/index.ts';

const STATUS_LABELS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'Novo',
  contacted: 'Contatado',
  converted: 'Convertido',
  lost: 'Perdido',
};

// Spreadsheets set to Brazilian Portuguese read ';' as the column separator and need the byte-order
// mark to see UTF-8 accents.
const SEPARATOR = ';';
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Every lead (or those with `status`) as CSV, newest first. */
export async function leadsCsv(db: Db, status?: string): Promise<string> {
  const valid = LEAD_STATUSES.find((s) => s === status);
  const rows = await db.select().from(leads).where(valid ? eq(leads.status, valid) : undefined).orderBy(desc(leads.created_at));
  const header = ['Nome', 'E-mail', 'WhatsApp', 'Tipo de evento', 'Data do evento', 'Local', 'Mensagem', 'Status', 'Recebido em'];
  const lines = rows.map((l) =>
    [
      l.name,
      l.email,
      l.phone,
      EVENT_TYPE_LABELS[l.event_type as EventType] ?? l.event_type,
      l.event_date ?? '',
      l.location,
      l.message,
      STATUS_LABELS[l.status],
      l.created_at.toISOString(),
    ]
      .map(cell)
      .join(SEPARATOR),
  );
  return '\uFEFF' + [header.join(SEPARATOR), ...lines].join('\r\n') + '\r\n';
}
