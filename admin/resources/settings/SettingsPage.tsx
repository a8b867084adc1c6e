import BusinessIcon from '@mui/icons-material/Business';
import CodeIcon from '@mui/icons-material/Code';
import GroupIcon from '@mui/icons-material/Group';
import PaletteIcon from '@mui/icons-material/Palette';
import WifiTetheringIcon from '@mui/icons-material/WifiTethering';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, Form, LinkBase, TextInput, Title, useDataProvider, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ImageUploadInput } from '../../components/ImageUploadInput.tsx';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import { Section, SingletonShell } from '../../singletons/SingletonShell.tsx';
import { reasonOf, useSingleton } from '../../singletons/useSingleton.ts';
import { HeroImagesInput } from './HeroImagesInput.tsx';
import { SecretInput } from './SecretInput.tsx';

// admin-area §2 "General settings" (/admin/settings): site, contact, images, SEO, the WhatsApp gateway
// (Evolution API) with its connection test, and the automation webhooks. Secrets are write-only.

// admin-area §8 "Settings", word for word.
const messages = {
  loadFailed: 'Erro ao carregar configurações',
  noId: '❌ Erro: ID das configurações não encontrado',
  saved: '✅ Configurações salvas com sucesso!',
  saveFailed: (reason: string) => `❌ Erro ao salvar configurações: ${reason}`,
  connectionOk: '✅ Conexão OK!',
  connectionFailed: '❌ Erro na conexão',
  connectionError: '❌ Erro ao conectar com Evolution API. Verifique a URL e tente novamente.',
  missingFields: '⚠️ Preencha todos os campos da Evolution API primeiro',
};

const textFields = [
  'site_title', 'site_description', 'contact_email', 'contact_phone', 'contact_address', 'instagram_url',
  'studio_logo_url', 'favicon_url', 'seo_title', 'seo_description', 'seo_keywords', 'seo_image_url',
  'evolution_api_url', 'evolution_instance', 'whatsapp_notification_number', 'lead_webhook_url', 'blog_webhook_url',
] as const;

type Settings = Record<(typeof textFields)[number], string | null> & {
  id: number;
  hero_images: string[] | null;
  lead_auto_reply_enabled: boolean | null;
  evolution_api_key_set: boolean;
  webhook_secret_set: boolean;
};

const imageMessages = { failed: '❌ Erro ao enviar imagem', uploaded: '✅ Imagem enviada com sucesso!' };

const shortcuts = [
  { to: '/business', label: 'Informações do Negócio', icon: <BusinessIcon /> },
  { to: '/theme', label: 'Tema', icon: <PaletteIcon /> },
  { to: '/team', label: 'Equipe', icon: <GroupIcon /> },
  { to: '/blog-api', label: 'API do Blog', icon: <CodeIcon /> },
  { to: '/contact-api', label: 'API de Contatos', icon: <CodeIcon /> },
];

/** The gateway test runs on the server (never from the browser), with what the form holds now. */
const ConnectionTest = ({ keySaved }: { keySaved: boolean }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const url = useWatch({ name: 'evolution_api_url' }) as string | null;
  const key = useWatch({ name: 'evolution_api_key' }) as string | null;
  const instance = useWatch({ name: 'evolution_instance' }) as string | null;
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [testing, setTesting] = useState(false);

  const test = async () => {
    const hasKey = Boolean(key?.trim()) || (keySaved && key !== null);
    if (!url?.trim() || !instance?.trim() || !hasKey) {
      setResult({ ok: false, text: messages.missingFields });
      return;
    }
    setTesting(true);
    setResult(null);
    try {
      const body: Record<string, string> = { evolution_api_url: url.trim(), evolution_instance: instance.trim() };
      if (key?.trim()) body.evolution_api_key = key.trim();
      const answer = await dataProvider.testConnection(body);
      setResult(
        answer.ok
          ? { ok: true, text: `${messages.connectionOk}${answer.state ? ` (${answer.state})` : ''}` }
          : { ok: false, text: `${messages.connectionFailed}${answer.message ? `: ${answer.message}` : ''}` },
      );
    } catch (error) {
      const reason = reasonOf(error, '');
      // The server answers with the spec's own messages; anything else is prefixed as a failed connection.
      const text = !reason ? messages.connectionError : /^(❌|⚠️)/u.test(reason) ? reason : `${messages.connectionFailed}: ${reason}`;
      setResult({ ok: false, text });
    } finally {
      setTesting(false);
    }
  };

  return (
    <Box className="full" sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Button variant="outlined" startIcon={<WifiTetheringIcon />} onClick={() => void test()} disabled={testing}>
        {testing ? 'Testando...' : 'Testar conexão'}
      </Button>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="status" sx={{ py: 0 }}>
          {result.text}
        </Alert>
      )}
    </Box>
  );
};

export const SettingsPage = () => {
  const notify = useNotify();
  const { record, isPending, error, refetch, save, saving } = useSingleton<Settings>('settings');

  const submit = async (values: Record<string, unknown>) => {
    if (!record?.id) {
      notify(messages.noId, { type: 'error' });
      return;
    }
    const data: Record<string, unknown> = {};
    for (const field of textFields) data[field] = typeof values[field] === 'string' ? (values[field] as string).trim() || null : null;
    data.hero_images = Array.isArray(values.hero_images) ? values.hero_images : [];
    data.lead_auto_reply_enabled = Boolean(values.lead_auto_reply_enabled);
    // Secrets: '' keeps the saved one (sent as absent), null removes it, text replaces it.
    for (const secret of ['evolution_api_key', 'webhook_secret'] as const) {
      const value = values[secret];
      if (value === null) data[secret] = null;
      else if (typeof value === 'string' && value.trim()) data[secret] = value.trim();
    }
    try {
      await save(data as Partial<Settings>);
      notify(messages.saved, { type: 'success' });
    } catch (caught) {
      notify(messages.saveFailed(reasonOf(caught)), { type: 'error' });
    }
  };

  const initial: Record<string, unknown> = { id: record?.id ?? 1, evolution_api_key: '', webhook_secret: '' };
  for (const field of textFields) initial[field] = record?.[field] ?? '';
  initial.hero_images = record?.hero_images ?? [];
  initial.lead_auto_reply_enabled = Boolean(record?.lead_auto_reply_enabled);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Configurações" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>Configurações</Typography>
        <Box component="nav" aria-label="Outras configurações" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
          {shortcuts.map((item) => (
            <Button key={item.to} component={LinkBase} to={item.to} startIcon={item.icon} variant="outlined" size="small">
              {item.label}
            </Button>
          ))}
        </Box>
        <SingletonShell isPending={isPending} error={error} errorMessage={messages.loadFailed} onRetry={() => void refetch()}>
          <Form key={record ? 'loaded' : 'empty'} record={initial} onSubmit={submit}>
            <Section title="Site">
              <TextInput source="site_title" label="Título do site" />
              <TextInput source="site_description" label="Descrição do site" multiline />
              <ImageUploadInput source="studio_logo_url" label="Logo do estúdio" kind="settings" messages={imageMessages} />
              <ImageUploadInput source="favicon_url" label="Favicon" kind="settings" shape="square" messages={imageMessages} />
              <HeroImagesInput />
            </Section>
            <Section title="Contato">
              <TextInput source="contact_email" label="Email de contato" type="email" />
              <TextInput source="contact_phone" label="Telefone de contato" />
              <TextInput source="contact_address" label="Endereço" className="full" />
              <TextInput source="instagram_url" label="Instagram (URL)" placeholder="https://www.instagram.com/..." className="full" />
            </Section>
            <Section title="SEO">
              <TextInput source="seo_title" label="Título para buscadores" />
              <TextInput source="seo_keywords" label="Palavras-chave" />
              <TextInput source="seo_description" label="Descrição para buscadores" multiline className="full" />
              <ImageUploadInput source="seo_image_url" label="Imagem de compartilhamento" kind="settings" messages={imageMessages} />
            </Section>
            <Section title="WhatsApp (Evolution API)">
              <TextInput source="evolution_api_url" label="URL da Evolution API" placeholder="https://..." />
              <SecretInput source="evolution_api_key" label="Chave da Evolution API" isSet={Boolean(record?.evolution_api_key_set)} />
              <TextInput source="evolution_instance" label="Instância" />
              <TextInput source="whatsapp_notification_number" label="Número para notificações" helperText="Com DDD; recebe o aviso de cada novo contato" />
              <ConnectionTest keySaved={Boolean(record?.evolution_api_key_set)} />
              <BooleanInput source="lead_auto_reply_enabled" label="Responder automaticamente cada novo contato" className="full" />
            </Section>
            <Section title="Automação (webhooks)">
              <TextInput source="lead_webhook_url" label="Webhook de novos contatos" placeholder="https://..." />
              <TextInput source="blog_webhook_url" label="Webhook do blog" placeholder="https://..." />
              <SecretInput source="webhook_secret" label="Segredo de assinatura dos webhooks" isSet={Boolean(record?.webhook_secret_set)} />
            </Section>
            <Button type="submit" variant="contained" disabled={saving}>{saving ? 'Salvando...' : 'Salvar'}</Button>
          </Form>
        </SingletonShell>
      </CardContent>
    </Card>
  );
};
