import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText, LinearProgress, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useInput, useNotify } from 'react-admin';
import { isImageFile, shrinkImage, uploadMedia, type MediaKind } from '../media/upload.ts';

type Messages = { uploaded?: string; failed: string; onlyImages?: string; tooLarge?: string };

type ImageUploadInputProps = {
  source: string;
  label: string;
  kind: MediaKind;
  messages: Messages;
  /** Checked before sending (the team photo's 2 MB, admin-area §5). */
  maxBytes?: number;
  helperText?: string;
  removeLabel?: string;
  /** Square preview for portraits, wide for the rest. */
  shape?: 'square' | 'wide';
};

/**
 * One uploaded image stored as its URL in `source`: a preview, a picker disabled while sending (with its
 * progress), and a remove button. The URL is what content fields store (POST /api/admin/media `url`).
 */
export const ImageUploadInput = ({
  source,
  label,
  kind,
  messages,
  maxBytes,
  helperText,
  removeLabel = 'Remover imagem',
  shape = 'wide',
}: ImageUploadInputProps) => {
  const { field, fieldState } = useInput<string | null>({ source });
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!isImageFile(file)) {
      const message = messages.onlyImages ?? 'Por favor, selecione apenas arquivos de imagem';
      setProblem(message);
      notify(message, { type: 'warning' });
      return;
    }
    if (maxBytes !== undefined && file.size > maxBytes) {
      const message = messages.tooLarge ?? 'Imagem muito grande.';
      setProblem(message);
      notify(message, { type: 'warning' });
      return;
    }
    setProgress(0);
    try {
      const blob = maxBytes !== undefined ? file : await shrinkImage(file);
      const stored = await uploadMedia(blob, { kind, name: file.name, onProgress: setProgress });
      field.onChange(stored.url);
      if (messages.uploaded) notify(messages.uploaded, { type: 'success' });
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : '';
      setProblem(reason && reason !== messages.failed ? `${messages.failed}: ${reason}` : messages.failed);
      notify(messages.failed, { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const value = field.value || null;
  return (
    <Box sx={{ mb: 2, width: '100%' }} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>{label}</Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {value ? (
          <Box
            component="img"
            src={value}
            alt=""
            sx={{ width: shape === 'square' ? 96 : 192, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Box sx={{ width: shape === 'square' ? 96 : 192, height: 96, borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
            <AddPhotoAlternateIcon />
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button component="label" variant="outlined" size="small" disabled={uploading} startIcon={<AddPhotoAlternateIcon />}>
            {uploading ? 'Enviando...' : value ? 'Trocar imagem' : 'Escolher imagem'}
            <input
              type="file"
              accept="image/*"
              hidden
              disabled={uploading}
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {value && !uploading && (
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
              {removeLabel}
            </Button>
          )}
        </Box>
      </Box>
      {uploading && <LinearProgress variant="determinate" value={Math.round((progress ?? 0) * 100)} sx={{ mt: 1, maxWidth: 320 }} aria-label="Enviando imagem" />}
      {problem ? (
        <FormHelperText error role="alert">{problem}</FormHelperText>
      ) : fieldState.error ? (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      ) : helperText ? (
        <FormHelperText>{helperText}</FormHelperText>
      ) : null}
    </Box>
  );
};
