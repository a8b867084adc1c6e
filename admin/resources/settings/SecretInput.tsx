import { Box, Button, TextField } from '@mui/material';
import { useInput } from 'react-admin';

// A write-only secret (DESIGN decision 3): the server never sends it back, only `<source>_set`. Empty means
// "keep the saved one", a new text replaces it, null removes it.

export const SecretInput = ({ source, label, isSet }: { source: string; label: string; isSet: boolean }) => {
  const { field, id } = useInput<string | null>({ source, defaultValue: '' });
  const removing = field.value === null;
  const helper = removing
    ? 'Será removida ao salvar.'
    : isSet
      ? 'Deixe em branco para manter a chave salva.'
      : 'Ainda não configurada.';
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id={id}
        label={label}
        type="password"
        autoComplete="new-password"
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        placeholder={isSet && !removing ? '•••••• (salvo)' : ''}
        slotProps={{ inputLabel: { shrink: isSet || Boolean(field.value) || undefined } }}
        helperText={helper}
        fullWidth
        size="small"
        sx={{ mb: 1 }}
      />
      {isSet && (
        <Button size="small" color={removing ? 'inherit' : 'error'} onClick={() => field.onChange(removing ? '' : null)} sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
          {removing ? 'Manter' : 'Remover'}
        </Button>
      )}
    </Box>
  );
};
