import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ReplayIcon from '@mui/icons-material/Replay';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Alert, Box, Button, Chip, FormHelperText, IconButton, LinearProgress, TextField, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useInput } from 'react-admin';
import { NO_IMAGE_MESSAGE } from '../../../core/schemas/project.ts';
import { isImageFile, shrinkImage, thumbnailOf, uploadMedia } from '../../media/upload.ts';
import { videoFromUrl } from './video-url.ts';

// admin-area §2 "Project form": images uploaded several at once with a progress bar each, drag to reorder
// (keyboard too), one image chosen as cover (else the first), videos by URL, alt text per image.

export type MediaItem = {
  key: string;
  media_url: string;
  media_type: 'image' | 'video';
  thumbnail_url: string | null;
  alt_text: string | null;
};

type Upload = { key: string; file: File; name: string; progress: number; error: string | null; preview: string };

const PARALLEL_UPLOADS = 3;

// dnd-kit speaks English to screen readers unless told otherwise.
const position = (id: string | number, ids: (string | number)[]) => ids.indexOf(id) + 1;
const dragAccessibility = (ids: (string | number)[]) => ({
  screenReaderInstructions: {
    draggable: 'Para mover um item, pressione Espaço ou Enter. Use as setas para escolher o lugar e Espaço ou Enter para soltar; Esc cancela.',
  },
  announcements: {
    onDragStart: ({ active }: { active: { id: string | number } }) => `Item ${position(active.id, ids)} selecionado.`,
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `Item ${position(active.id, ids)} sobre a posição ${position(over.id, ids)}.` : `Item ${position(active.id, ids)} fora da lista.`,
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `Item ${position(active.id, ids)} movido para a posição ${position(over.id, ids)}.` : `Item ${position(active.id, ids)} solto.`,
    onDragCancel: ({ active }: { active: { id: string | number } }) => `Movimento do item ${position(active.id, ids)} cancelado.`,
  },
});

const messages = {
  onlyImages: 'Por favor, selecione apenas arquivos de imagem',
  invalidVideo: 'Informe um link do YouTube ou do Vimeo.',
};

let counter = 0;
const newKey = () => `new-${Date.now()}-${counter++}`;

/** Client-side form of the server's rule, so the message shows before a round trip. */
type StoredItem = Partial<MediaItem> & { id?: string; sort_order?: number; media_url: string; media_type: 'image' | 'video' };

/** The record's media (with ids and sort_order) as the editor's items, in display order. */
export function toMediaItems(value: unknown): MediaItem[] {
  if (!Array.isArray(value)) return [];
  const stored = value as StoredItem[];
  if (stored.every((item) => typeof item.key === 'string')) return stored as MediaItem[];
  return [...stored]
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
    .map((item, index) => ({
      key: item.key ?? item.id ?? `stored-${index}`,
      media_url: item.media_url,
      media_type: item.media_type,
      thumbnail_url: item.thumbnail_url ?? null,
      alt_text: item.alt_text ?? null,
    }));
}

export const atLeastOneImage = (value: unknown) =>
  toMediaItems(value).some((item) => item.media_type === 'image') ? undefined : NO_IMAGE_MESSAGE;

export const MediaEditor = () => {
  const {
    field: { value, onChange },
    fieldState: { error },
    formState: { isSubmitted },
  } = useInput<MediaItem[]>({ source: 'media', validate: atLeastOneImage, defaultValue: [], format: toMediaItems });
  const {
    field: { value: cover, onChange: setCover },
  } = useInput<string | null>({ source: 'cover_image' });
  const items = toMediaItems(value);
  // The latest list, for uploads that finish after other changes.
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const [uploads, setUploads] = useState<Upload[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const [videoUrl, setVideoUrl] = useState('');
  const [videoError, setVideoError] = useState<string | null>(null);
  const queue = useRef<Upload[]>([]);
  const running = useRef(0);

  const patchUpload = (key: string, patch: Partial<Upload>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  const pump = useCallback(() => {
    while (running.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const next = queue.current.shift()!;
      running.current += 1;
      void (async () => {
        try {
          const blob = await shrinkImage(next.file);
          const stored = await uploadMedia(blob, {
            kind: 'project',
            name: next.file.name,
            onProgress: (fraction) => patchUpload(next.key, { progress: fraction }),
          });
          const item: MediaItem = {
            key: next.key,
            media_url: stored.url,
            media_type: 'image',
            thumbnail_url: thumbnailOf(stored),
            alt_text: null,
          };
          onChange([...itemsRef.current, item]);
          itemsRef.current = [...itemsRef.current, item];
          setUploads((all) => all.filter((upload) => upload.key !== next.key));
          URL.revokeObjectURL(next.preview);
        } catch (caught) {
          patchUpload(next.key, { error: caught instanceof Error ? caught.message : 'Erro ao enviar imagem' });
        } finally {
          running.current -= 1;
          pump();
        }
      })();
    }
  }, [onChange]);

  useEffect(() => () => uploads.forEach((upload) => URL.revokeObjectURL(upload.preview)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const addFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const chosen = [...files];
    const images = chosen.filter(isImageFile);
    setPickError(images.length < chosen.length ? messages.onlyImages : null);
    const added = images.map((file) => ({
      key: newKey(),
      file,
      name: file.name,
      progress: 0,
      error: null,
      preview: URL.createObjectURL(file),
    }));
    setUploads((all) => [...all, ...added]);
    queue.current.push(...added);
    pump();
  };

  const retry = (upload: Upload) => {
    const again = { ...upload, progress: 0, error: null };
    patchUpload(upload.key, { progress: 0, error: null });
    queue.current.push(again);
    pump();
  };

  const discard = (upload: Upload) => {
    URL.revokeObjectURL(upload.preview);
    setUploads((all) => all.filter((item) => item.key !== upload.key));
  };

  const addVideo = () => {
    const video = videoFromUrl(videoUrl);
    if (!video) {
      setVideoError(messages.invalidVideo);
      return;
    }
    onChange([...items, { key: newKey(), media_url: video.url, media_type: 'video', thumbnail_url: video.thumbnail, alt_text: null }]);
    setVideoUrl('');
    setVideoError(null);
  };

  const remove = (item: MediaItem) => {
    onChange(items.filter((other) => other.key !== item.key));
    if (cover === item.media_url) setCover(null);
  };

  const setAlt = (item: MediaItem, alt: string) =>
    onChange(items.map((other) => (other.key === item.key ? { ...other, alt_text: alt } : other)));

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(items, from, to));
  };

  const firstImage = items.find((item) => item.media_type === 'image');
  const coverUrl = items.some((item) => item.media_type === 'image' && item.media_url === cover) ? cover : firstImage?.media_url;
  const showError = Boolean(error) && (isSubmitted || items.length > 0 || uploads.length > 0);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Fotos e vídeos
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Arraste pela alça para mudar a ordem (ou use Espaço e as setas). A estrela escolhe a capa; sem escolha, a
        primeira foto é a capa.
      </Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateIcon />}>
          Adicionar fotos
          <input type="file" accept="image/*" multiple hidden onChange={(event) => { addFiles(event.target.files); event.target.value = ''; }} />
        </Button>
      </Box>
      {pickError && <Alert severity="warning" sx={{ mb: 2 }}>{pickError}</Alert>}

      {items.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={dragAccessibility(items.map((item) => item.key))}
        >
          <SortableContext items={items.map((item) => item.key)} strategy={rectSortingStrategy}>
            <Box
              component="ol"
              aria-label="Fotos e vídeos do projeto"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
            >
              {items.map((item, index) => (
                <SortableMedia
                  key={item.key}
                  item={item}
                  position={index + 1}
                  isCover={item.media_url === coverUrl}
                  onCover={() => setCover(item.media_url)}
                  onRemove={() => remove(item)}
                  onAlt={(alt) => setAlt(item, alt)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}

      {uploads.length > 0 && (
        <Box component="ul" aria-label="Envios em andamento" sx={{ listStyle: 'none', p: 0, mt: 2, display: 'grid', gap: 1 }}>
          {uploads.map((upload) => (
            <Box component="li" key={upload.key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box component="img" src={upload.preview} alt="" sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, flex: 'none' }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={upload.name}>{upload.name}</Typography>
                {upload.error ? (
                  <Typography variant="body2" color="error">{upload.error}</Typography>
                ) : (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(upload.progress * 100)}
                    aria-label={`Enviando ${upload.name}`}
                  />
                )}
              </Box>
              {upload.error && (
                <>
                  <Button size="small" startIcon={<ReplayIcon />} onClick={() => retry(upload)}>Tentar de novo</Button>
                  <IconButton size="small" aria-label={`Descartar ${upload.name}`} onClick={() => discard(upload)}><DeleteIcon fontSize="small" /></IconButton>
                </>
              )}
            </Box>
          ))}
        </Box>
      )}

      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          label="Link de vídeo (YouTube ou Vimeo)"
          value={videoUrl}
          onChange={(event) => setVideoUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addVideo();
            }
          }}
          error={Boolean(videoError)}
          helperText={videoError ?? ' '}
          size="small"
          sx={{ flex: 1, minWidth: 220 }}
        />
        <Button variant="outlined" startIcon={<VideocamIcon />} onClick={addVideo} sx={{ mt: { sm: 0.25 } }}>
          Adicionar vídeo
        </Button>
      </Box>

      {showError && <FormHelperText error role="alert">{error?.message}</FormHelperText>}
    </Box>
  );
};

type SortableMediaProps = {
  item: MediaItem;
  position: number;
  isCover: boolean;
  onCover: () => void;
  onRemove: () => void;
  onAlt: (alt: string) => void;
};

const SortableMedia = ({ item, position, isCover, onCover, onRemove, onAlt }: SortableMediaProps) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const isImage = item.media_type === 'image';
  const picture = item.thumbnail_url || (isImage ? item.media_url : null);
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        border: 1,
        borderColor: isCover ? 'primary.main' : 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        boxShadow: isDragging ? 6 : 0,
        zIndex: isDragging ? 1 : 'auto',
        position: 'relative',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
        {picture ? (
          <Box component="img" src={picture} alt={item.alt_text ?? ''} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
            <VideocamIcon />
          </Box>
        )}
        {isCover && <Chip label="Capa" color="primary" size="small" sx={{ position: 'absolute', top: 8, left: 8 }} />}
        {!isImage && <Chip label="Vídeo" size="small" sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper' }} />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5 }}>
        <Tooltip title="Arrastar para reordenar">
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Mover item ${position}`}
            size="small"
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>{position}</Typography>
        {isImage && (
          <Tooltip title={isCover ? 'Capa do projeto' : 'Usar como capa'}>
            <IconButton size="small" aria-label={`Usar item ${position} como capa`} aria-pressed={isCover} onClick={onCover}>
              {isCover ? <StarIcon fontSize="small" color="primary" /> : <StarBorderIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Remover">
          <IconButton size="small" aria-label={`Remover item ${position}`} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {isImage ? (
        <TextField
          label="Texto alternativo"
          value={item.alt_text ?? ''}
          onChange={(event) => onAlt(event.target.value)}
          size="small"
          fullWidth
          variant="filled"
          slotProps={{ htmlInput: { 'aria-label': `Texto alternativo do item ${position}` } }}
          sx={{ '& .MuiFilledInput-root': { borderRadius: 0 } }}
        />
      ) : (
        <Typography variant="caption" sx={{ display: 'block', px: 1, pb: 1, wordBreak: 'break-all' }}>{item.media_url}</Typography>
      )}
    </Box>
  );
};
