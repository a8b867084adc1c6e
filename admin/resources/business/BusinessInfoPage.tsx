import CheckIcon from '@mui/icons-material/Check';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, TextInput, Title, email, maxLength, regex, required, useNotify } from 'react-admin';
import { businessInfoInput } from '../../../core/schemas/business-info.ts';
import { Section, SingletonShell } from '../../singletons/SingletonShell.tsx';
import { reasonOf, useSingleton } from '../../singletons/useSingleton.ts';

// admin-area §2 "Business info" (/admin/business): one form; the button reads "Salvando..." while saving
// and "Salvo!" for 3 seconds after (admin-area §4, §9).

const messages = {
  saveFailed: 'Erro ao salvar informações. Tente novamente.',
  loadFailed: 'Erro ao carregar informações.',
};

const SAVED_FLASH_MS = 3000;

const fields = ['name', 'document', 'whatsapp', 'email', 'instagram', 'address', 'city', 'state', 'zip_code'] as const;
type BusinessInfo = Record<(typeof fields)[number], string | null>;

const requiredField = required();
const validUrl = regex(/^https?:\/\/\S+$/, 'Informe o endereço completo do Instagram (https://...).');

export const BusinessInfoPage = () => {
  const notify = useNotify();
  const { record, isPending, error, refetch, save, saving } = useSingleton<BusinessInfo>('business-info');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_FLASH_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const submit = async (values: Record<string, unknown>) => {
    const data: Record<string, unknown> = {};
    for (const field of fields) data[field] = typeof values[field] === 'string' ? (values[field] as string).trim() || null : null;
    const parsed = businessInfoInput.safeParse(data);
    if (!parsed.success) {
      notify(parsed.error.issues[0]?.message ?? messages.saveFailed, { type: 'error' });
      return;
    }
    setSaved(false);
    try {
      await save(parsed.data);
      setSaved(true);
    } catch (caught) {
      notify(`${messages.saveFailed}${reasonOf(caught, '') ? ` (${reasonOf(caught, '')})` : ''}`, { type: 'error' });
    }
  };

  const initial: Record<string, unknown> = { id: 1 };
  for (const field of fields) initial[field] = record?.[field] ?? '';

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Informações do Negócio" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>Informações do Negócio</Typography>
        <SingletonShell isPending={isPending} error={error} errorMessage={messages.loadFailed} onRetry={() => void refetch()}>
          <Form record={initial} onSubmit={submit}>
            <Section title="Empresa">
              <TextInput source="name" label="Nome" validate={requiredField} />
              <TextInput source="document" label="CPF ou CNPJ" />
              <TextInput source="whatsapp" label="WhatsApp" validate={requiredField} />
              <TextInput source="email" label="Email" type="email" validate={[requiredField, email('E-mail inválido.')]} />
              <TextInput source="instagram" label="Instagram (URL)" validate={validUrl} placeholder="https://www.instagram.com/..." className="full" />
            </Section>
            <Section title="Endereço">
              <TextInput source="address" label="Endereço" className="full" />
              <TextInput source="city" label="Cidade" validate={requiredField} />
              <TextInput
                source="state"
                label="Estado (UF)"
                validate={[requiredField, maxLength(2, 'Use a sigla do estado, com 2 letras.')]}
                slotProps={{ htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } }}
                parse={(value: string) => value.toUpperCase()}
              />
              <TextInput source="zip_code" label="CEP" />
            </Section>
            <Button type="submit" variant="contained" disabled={saving} color={saved ? 'success' : 'primary'} startIcon={saved ? <CheckIcon /> : undefined}>
              {saving ? 'Salvando...' : saved ? 'Salvo!' : 'Salvar'}
            </Button>
          </Form>
        </SingletonShell>
      </CardContent>
    </Card>
  );
};
