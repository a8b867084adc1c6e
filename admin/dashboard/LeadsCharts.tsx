import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { LeadStatus } from '../../core/constants.ts';

// Leads per week (the last 12) and by status, drawn in plain SVG: the photographer would rather look
// than read (issue 4). Each chart also has its numbers as text for screen readers.

type Week = { week: string; count: number };

const shortDay = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const weekLabel = (week: string) => shortDay.format(new Date(`${week}T00:00:00Z`));

const WEEKS = 12;

/** The last 12 weeks, each keyed by its Monday ("YYYY-MM-DD"), with the server's counts filled in. */
export function lastWeeks(counts: Week[], today = new Date()): Week[] {
  const byWeek = new Map(counts.map((week) => [week.week.slice(0, 10), week.count]));
  const monday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const weeks: Week[] = [];
  for (let back = WEEKS - 1; back >= 0; back -= 1) {
    const day = new Date(monday);
    day.setUTCDate(monday.getUTCDate() - back * 7);
    const key = day.toISOString().slice(0, 10);
    weeks.push({ week: key, count: byWeek.get(key) ?? 0 });
  }
  return weeks;
}

export const LeadsPerWeek = ({ weeks: counts }: { weeks: Week[] }) => {
  const weeks = lastWeeks(counts);
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const width = 360;
  const height = 140;
  const gap = 6;
  const bar = weeks.length ? (width - gap * (weeks.length - 1)) / weeks.length : 0;
  const description =
    total === 0
      ? 'Nenhum contato nas últimas semanas'
      : weeks.map((w) => `semana de ${weekLabel(w.week)}: ${w.count}`).join('; ');
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title="Contatos por semana" subheader={weeks.length ? `${total} nas últimas ${weeks.length} semanas` : 'Nenhum contato ainda'} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {weeks.length > 0 && (
        <Box component="svg" viewBox={`0 0 ${width} ${height + 18}`} role="img" aria-label={description} sx={{ width: '100%', height: 'auto', maxHeight: 220, display: 'block' }}>
          {weeks.map((week, index) => {
            const h = Math.round((week.count / max) * (height - 16));
            const x = index * (bar + gap);
            return (
              <g key={week.week}>
                <Box component="rect" x={x} y={height - h} width={bar} height={Math.max(h, 1)} rx={3} sx={{ fill: (theme) => (week.count ? theme.palette.primary.main : theme.palette.divider) }} />
                {week.count > 0 && (
                  <Box component="text" x={x + bar / 2} y={height - h - 4} textAnchor="middle" sx={{ fontSize: 10, fill: (theme) => theme.palette.text.secondary }}>
                    {week.count}
                  </Box>
                )}
                {(index % 3 === 0 || index === weeks.length - 1) && (
                  <Box component="text" x={x + bar / 2} y={height + 14} textAnchor="middle" sx={{ fontSize: 10, fill: (theme) => theme.palette.text.secondary }}>
                    {weekLabel(week.week)}
                  </Box>
                )}
              </g>
            );
          })}
        </Box>
        )}
      </CardContent>
    </Card>
  );
};

const statusRows: { key: LeadStatus; label: string; color: 'info' | 'warning' | 'success' | 'grey' }[] = [
  { key: 'new', label: 'Novos', color: 'info' },
  { key: 'contacted', label: 'Contatados', color: 'warning' },
  { key: 'converted', label: 'Convertidos', color: 'success' },
  { key: 'lost', label: 'Perdidos', color: 'grey' },
];

export const LeadsByStatus = ({ byStatus }: { byStatus: Record<LeadStatus, number> }) => {
  const max = Math.max(1, ...statusRows.map((row) => byStatus[row.key] ?? 0));
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title="Contatos por status" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
          {statusRows.map((row) => {
            const value = byStatus[row.key] ?? 0;
            return (
              <Box key={row.key} sx={{ display: 'grid', gridTemplateColumns: '96px 1fr 40px', alignItems: 'center', gap: 1 }}>
                <Typography component="dt" variant="body2">{row.label}</Typography>
                <Box aria-hidden sx={{ height: 12, borderRadius: 6, bgcolor: 'action.hover', overflow: 'hidden' }}>
                  <Box sx={{ height: '100%', width: `${(value / max) * 100}%`, bgcolor: row.color === 'grey' ? 'grey.500' : `${row.color}.main`, borderRadius: 6 }} />
                </Box>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>{value}</Typography>
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
};
