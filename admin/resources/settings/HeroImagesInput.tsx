import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useInput, useNotify } from 'react-admin';
import { isImageFile, shrinkImage, uploadMedia } from '../../media/upload.ts';

// The home page's slideshow images (settings.hero_images): several uploaded at once, in display order.

export const HeroImagesInput = () => {
  const { field } = useInput<string[]>({ source: 'hero_images', defaultValue: [] });
  const notify = useNotify();
  const images: string[] = Array.isArray(field.value) ? field.value : [];
  const latest = useRef(images);
  latest.current = images;
  const [sending, setSending] = useState<Record<string, number>>({});

  const add = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].filter(isImageFile);
    await Promise.all(
      chosen.map(async (file, index) => {
        const key = `${file.name}-${index}-${Date.now()}`;
        setSending((all) => ({ ...all, [key]: 0 }));
        try {
          const stored = await uploadMedia(await shrinkImage(file), {
            kind: 'settings',
            name: file.name,
            onProgress: (fraction) => setSending((all) => ({ ...all, [key]: fraction })),
          });
          latest.current = [...latest.current, stored.url];
          field.onChange(latest.current);
        } catch (error) {
          notify(`❌ Erro ao enviar imagem: ${error instanceof Error ? error.message : ''}`, { type: 'error' });
        } finally {
          setSending(({ [key]: _, ...rest }) => rest);
        }
      }),
    );
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length) return;
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    field.onChange(next);
  };

  return (
    <Box sx={{ gridColumn: '1 / -1', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>Imagens do topo da página inicial (em ordem)</Typography>
      <Box component="ol" aria-label="Imagens do topo" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
        {images.map((url, index) => (
          <Box component="li" key={`${url}-${index}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <Box component="img" src={url} alt={`Imagem ${index + 1}`} sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }} />
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <IconButton size="small" aria-label={`Mover imagem ${index + 1} para a esquerda`} disabled={index === 0} onClick={() => move(index, index - 1)}><ArrowBackIcon fontSize="small" /></IconButton>
              <IconButton size="small" aria-label={`Mover imagem ${index + 1} para a direita`} disabled={index === images.length - 1} onClick={() => move(index, index + 1)}><ArrowForwardIcon fontSize="small" /></IconButton>
              <Box sx={{ flex: 1 }} />
              <IconButton size="small" aria-label={`Remover imagem ${index + 1}`} onClick={() => field.onChange(images.filter((_, i) => i !== index))}><DeleteIcon fontSize="small" /></IconButton>
            </Box>
          </Box>
        ))}
      </Box>
      {Object.entries(sending).map(([key, fraction]) => (
        <LinearProgress key={key} variant="determinate" value={Math.round(fraction * 100)} sx={{ mt: 1, maxWidth: 320 }} aria-label="Enviando imagem" />
      ))}
      <Button component="label" variant="outlined" size="small" startIcon={<AddPhotoAlternateIcon />} sx={{ mt: 1.5 }}>
        Adicionar imagens
        <input type="file" accept="image/*" multiple hidden onChange={(event) => { void add(event.target.files); event.target.value = ''; }} />
      </Button>
    </Box>
  );
};
