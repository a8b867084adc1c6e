import { Chip } from '@mui/material';

// The spec's two publication states of projects and posts (admin-area §4).
export const PublishedChip = ({ published }: { published: boolean }) => (
  <Chip
    component="span"
    size="small"
    label={published ? 'Publicado' : 'Rascunho'}
    color={published ? 'success' : 'default'}
    variant={published ? 'filled' : 'outlined'}
  />
);
