import { Box, Button, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, Form, TextInput, Title, useNotify } from 'react-admin';
import { ImageUploadInput } from '../../components/ImageUploadInput.tsx';
import { Section, SingletonShell } from '../../singletons/SingletonShell.tsx';
import { useSingleton } from '../../singletons/useSingleton.ts';
import { TeamManager } from '../team/TeamManager.tsx';

// admin-area §2 "About page settings" (/admin/about-settings): the "Configurações Gerais" tab with the
// About fields of the settings record, and the "Gerenciar Equipe" tab with the team.

// admin-area §8 "About settings", word for word.
const messages = {
  saved: '✅ Configuracoes da pagina Sobre salvas com sucesso!',
  saveFailed: '❌ Erro ao salvar configuracoes',
  loadFailed: 'Erro ao carregar configurações',
};

// admin-area §3: shown when the About values are missing.
const defaults: Record<string, string> = {
  about_stats_years: '10+',
  about_stats_years_label: 'Anos de Experiencia',
  about_stats_weddings: '500+',
  about_stats_weddings_label: 'Casamentos Fotografados',
  about_stats_clients: '1000+',
  about_stats_clients_label: 'Clientes Satisfeitos',
  about_stats_dedication: '100%',
  about_stats_dedication_label: 'Dedicacao',
  about_cta_title: 'Vamos Trabalhar Juntos?',
  about_cta_button_text: 'Entre em Contato',
};

const aboutFields = [
  'about_title', 'about_description', 'about_image_url',
  'about_stats_years', 'about_stats_years_label', 'about_stats_weddings', 'about_stats_weddings_label',
  'about_stats_clients', 'about_stats_clients_label', 'about_stats_dedication', 'about_stats_dedication_label',
  'about_mission', 'about_vision', 'about_values', 'about_story',
  'about_diff_1_title', 'about_diff_1_desc', 'about_diff_2_title', 'about_diff_2_desc', 'about_diff_3_title', 'about_diff_3_desc',
  'about_team_title', 'about_team_description',
  'about_cta_title', 'about_cta_description', 'about_cta_button_text', 'about_testimonials_enabled',
] as const;

type AboutSettings = Record<(typeof aboutFields)[number], string | boolean | null>;

const stats = [
  ['about_stats_years', 'Anos de experiência'],
  ['about_stats_weddings', 'Casamentos'],
  ['about_stats_clients', 'Clientes'],
  ['about_stats_dedication', 'Dedicação'],
] as const;

const AboutForm = () => {
  const notify = useNotify();
  const { record, isPending, error, refetch, save, saving } = useSingleton<AboutSettings>('settings');
  const initial: Record<string, unknown> = {};
  for (const field of aboutFields) initial[field] = record?.[field] ?? defaults[field] ?? (field === 'about_testimonials_enabled' ? true : '');
  // "testimonials enabled unless explicitly false" (admin-area §3)
  initial.about_testimonials_enabled = record?.about_testimonials_enabled !== false;

  const submit = async (values: Record<string, unknown>) => {
    const data: Record<string, unknown> = {};
    for (const field of aboutFields) data[field] = values[field] === '' ? null : values[field];
    data.about_testimonials_enabled = Boolean(values.about_testimonials_enabled);
    try {
      await save(data as Partial<AboutSettings>);
      notify(messages.saved, { type: 'success' });
    } catch {
      notify(messages.saveFailed, { type: 'error' });
    }
  };

  return (
    <SingletonShell isPending={isPending} error={error} errorMessage={messages.loadFailed} onRetry={() => void refetch()}>
      <Form record={{ id: 1, ...initial }} onSubmit={submit}>
        <Section title="Informações principais">
          <TextInput source="about_title" label="Título" />
          <Box />
          <TextInput source="about_description" label="Descrição" multiline minRows={3} className="full" />
          <Box className="full">
            <ImageUploadInput source="about_image_url" label="Imagem principal" kind="settings" messages={{ failed: '❌ Erro ao enviar imagem', uploaded: '✅ Imagem enviada com sucesso!' }} />
          </Box>
        </Section>
        <Section title="Estatísticas">
          {stats.map(([field, label]) => (
            <Box key={field} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: { xs: 0, sm: 1 } }}>
              <TextInput source={field} label={`${label}: valor`} />
              <TextInput source={`${field}_label`} label={`${label}: legenda`} />
            </Box>
          ))}
        </Section>
        <Section title="Nossa história">
          <TextInput source="about_mission" label="Missão" multiline minRows={2} />
          <TextInput source="about_vision" label="Visão" multiline minRows={2} />
          <TextInput source="about_values" label="Valores" multiline minRows={2} className="full" />
          <TextInput source="about_story" label="História completa" multiline minRows={5} className="full" />
        </Section>
        <Section title="Diferenciais">
          {[1, 2, 3].map((n) => (
            <Box key={n} className="full" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
              <TextInput source={`about_diff_${n}_title`} label={`Diferencial ${n}: título`} />
              <TextInput source={`about_diff_${n}_desc`} label={`Diferencial ${n}: descrição`} multiline />
            </Box>
          ))}
        </Section>
        <Section title="Seção da equipe">
          <TextInput source="about_team_title" label="Título da seção" />
          <TextInput source="about_team_description" label="Descrição da seção" multiline />
        </Section>
        <Section title="Chamada para ação">
          <TextInput source="about_cta_title" label="Título" />
          <TextInput source="about_cta_button_text" label="Texto do botão" />
          <TextInput source="about_cta_description" label="Descrição" multiline minRows={2} className="full" />
          <BooleanInput source="about_testimonials_enabled" label="Mostrar depoimentos na página Sobre" className="full" />
        </Section>
        <Button type="submit" variant="contained" disabled={saving}>{saving ? 'Salvando...' : 'Salvar'}</Button>
      </Form>
    </SingletonShell>
  );
};

export const AboutSettingsPage = () => {
  const [tab, setTab] = useState(0);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Página Sobre" />
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} variant="scrollable" aria-label="Página Sobre">
        <Tab label="Configurações Gerais" id="about-tab-0" aria-controls="about-panel-0" />
        <Tab label="Gerenciar Equipe" id="about-tab-1" aria-controls="about-panel-1" />
      </Tabs>
      <CardContent>
        <Box role="tabpanel" id="about-panel-0" aria-labelledby="about-tab-0" hidden={tab !== 0}>
          {tab === 0 && <AboutForm />}
        </Box>
        <Box role="tabpanel" id="about-panel-1" aria-labelledby="about-tab-1" hidden={tab !== 1}>
          {tab === 1 && <TeamManager />}
        </Box>
      </CardContent>
    </Card>
  );
};
