import CodeIcon from '@mui/icons-material/Code';
import StarIcon from '@mui/icons-material/Star';
import { Box, Chip, useMediaQuery, type Theme } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  Button,
  DataTable,
  LinkBase,
  DateField,
  DeleteWithConfirmButton,
  List,
  SimpleList,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { EditRecordButton, NewRecordButton } from '../../components/RecordButtons.tsx';
import { editRecordPath } from '../../paths.ts';
import { blogMessages as messages } from './messages.ts';

// admin-area §2 "Blog admin": every post, newest first, each with a "Publicado"/"Rascunho" badge that
// toggles publication when clicked, and delete after confirmation.

export type BlogPostRecord = {
  id: string;
  title: string;
  author_name: string | null;
  is_published: boolean;
  is_featured: boolean;
  published_at: string | null;
  created_at: string;
};

const FeaturedStar = ({ featured }: { featured: boolean }) =>
  featured ? <StarIcon color="primary" fontSize="small" titleAccess="Destaque" /> : null;

/** The clickable status badge: a PUT with only {is_published} (the server sets published_at). */
const StatusToggle = () => {
  const post = useRecordContext<BlogPostRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!post) return null;
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    update(
      'blog',
      { id: post.id, data: { is_published: !post.is_published }, previousData: post },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => refresh(),
        onError: () => notify(messages.statusFailed, { type: 'error' }),
      },
    );
  };
  return (
    <Chip
      size="small"
      clickable
      disabled={isPending}
      onClick={toggle}
      label={post.is_published ? 'Publicado' : 'Rascunho'}
      color={post.is_published ? 'success' : 'default'}
      variant={post.is_published ? 'filled' : 'outlined'}
      aria-label={post.is_published ? 'Publicado — clique para voltar a rascunho' : 'Rascunho — clique para publicar'}
    />
  );
};

const DeletePost = () => {
  const notify = useNotify();
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        confirmTitle="Excluir post"
        confirmContent={messages.confirmDelete}
        mutationOptions={{
          onSuccess: () => notify(messages.deleted, { type: 'info' }),
          onError: () => notify(messages.deleteFailed, { type: 'error' }),
        }}
      />
    </Box>
  );
};

const ListActions = () => (
  <TopToolbar>
    <Button component={LinkBase} to="/blog-api" label="API do Blog">
      <CodeIcon />
    </Button>
    <NewRecordButton label="Novo post" />
  </TopToolbar>
);

const rowClick = (id: string | number) => editRecordPath('blog', id);

const Column = DataTable.Col<BlogPostRecord>;

export const BlogPostList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  return (
    <List
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      empty={false}
      queryOptions={{ onError: () => notify(messages.loadFailed, { type: 'error' }) }}
    >
      {isSmall ? (
        <SimpleList<BlogPostRecord>
          primaryText={(post) => post.title}
          secondaryText={() => (
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
              <StatusToggle />
              <DeletePost />
            </Box>
          )}
          rightIcon={(post) => <FeaturedStar featured={post.is_featured} />}
          rowClick={rowClick}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={rowClick}>
          <Column source="title" />
          <Column source="author_name" disableSort render={(post) => post.author_name ?? '—'} />
          <Column source="is_published" disableSort>
            <StatusToggle />
          </Column>
          <Column source="is_featured" disableSort render={(post) => <FeaturedStar featured={post.is_featured} />} />
          <Column source="published_at" sx={{ whiteSpace: 'nowrap' }}>
            <DateField source="published_at" locales="pt-BR" emptyText="—" />
          </Column>
          <Column label="Ações" disableSort align="right" sx={{ whiteSpace: 'nowrap' }}>
            <EditRecordButton />
            <DeletePost />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
