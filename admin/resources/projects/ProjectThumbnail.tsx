import { Box } from '@mui/material';
import PhotoIcon from '@mui/icons-material/Photo';
import type { ProjectRecord } from './project-record.ts';

const SIZE = 48;

/** The project's first media item, small: its thumbnail when there is one, else the file itself. */
export const ProjectThumbnail = ({ project }: { project: ProjectRecord }) => {
  const first = [...(project.media ?? [])].sort((a, b) => a.sort_order - b.sort_order)[0];
  const src = first ? first.thumbnail_url || first.media_url : null;
  // A video without a thumbnail has no picture to show.
  if (!src || (first?.media_type === 'video' && !first.thumbnail_url)) {
    return (
      <Box
        sx={{
          width: SIZE,
          height: SIZE,
          borderRadius: 1,
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.disabled',
        }}
      >
        <PhotoIcon fontSize="small" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      width={SIZE}
      height={SIZE}
      sx={{ display: 'block', objectFit: 'cover', borderRadius: 1 }}
    />
  );
};
