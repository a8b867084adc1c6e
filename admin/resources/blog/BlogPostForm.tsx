import { Box, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  Edit,
  HttpError,
  ReferenceArrayInput,
  required,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
} from 'react-admin';
import { SlugInput } from '../../components/SlugInput.tsx';
import { ImageUploadInput } from '../../components/ImageUploadInput.tsx';
import { BlogCategoryCreate } from './BlogCategoryCreate.tsx';
import { blogMessages as messages } from './messages.ts';

// admin-area §2 "Blog admin" form: title, slug, excerpt, content (rich text), featured image, author,
// categories, is_featured and is_published. The server sanitizes the HTML and recomputes read_time
// and published_at on save (admin-area §4, §5).

const requiredField = required();

// The editor (tiptap and ProseMirror, about 130 KB gzip) loads with the post form, not with the admin.
const RichTextInput = lazy(() => import('./RichTextInput.tsx'));

const editableFields = ['title', 'slug', 'excerpt', 'content', 'featured_image', 'author_name', 'is_published', 'is_featured', 'category_ids'] as const;

export function toBlogPostInput(values: Record<string, unknown>) {
  const input: Record<string, unknown> = {};
  for (const field of editableFields) {
    const value = values[field];
    input[field] = value === '' || value === undefined ? null : value;
  }
  input.is_published = Boolean(values.is_published);
  input.is_featured = Boolean(values.is_featured);
  input.category_ids = Array.isArray(values.category_ids) ? values.category_ids : [];
  if (!input.slug) delete input.slug;
  return input;
}

/** The editor's empty paragraph counts as no content. */
const requiredContent = (value: unknown) =>
  typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() ? undefined : 'ra.validation.required';

const CategoryChip = ({ name, color }: { name: string; color?: string | null }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
    <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color || 'grey.400', flex: 'none' }} />
    {name}
  </Box>
);

const BlogPostForm = () => (
  <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 960 }}>
    <TextInput source="title" validate={requiredField} />
    <SlugInput from="title" helperText="Usado no endereço do post no site" />
    <TextInput source="excerpt" validate={requiredField} multiline minRows={2} />
    <Suspense fallback={<Skeleton variant="rounded" height={360} sx={{ width: '100%', mb: 2 }} aria-label="Carregando o editor" />}>
      <RichTextInput source="content" label="Conteúdo" validate={requiredContent} />
    </Suspense>
    <ImageUploadInput
      source="featured_image"
      label="Imagem de destaque"
      kind="blog"
      messages={{ uploaded: messages.uploaded, failed: messages.uploadFailed }}
    />
    <TextInput source="author_name" helperText="Em branco, usa o nome da fotógrafa" />
    <ReferenceArrayInput source="category_ids" reference="blog-categories" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
      <AutocompleteArrayInput
        label="Categorias"
        optionText={(category: { name: string; color?: string }) => <CategoryChip name={category.name} color={category.color} />}
        inputText={(category: { name: string }) => category.name}
        matchSuggestion={(filter: string, category: { name: string }) => category.name.toLowerCase().includes(filter.toLowerCase())}
        create={<BlogCategoryCreate />}
        createLabel="Criar categoria"
        createItemLabel="Criar categoria “%{item}”"
        noOptionsText="Nenhuma categoria"
      />
    </ReferenceArrayInput>
    <BooleanInput source="is_featured" />
    <BooleanInput source="is_published" label="Publicado" />
  </SimpleForm>
);

function useSaveError(fallback: string) {
  const notify = useNotify();
  return (error: unknown) => {
    if (error instanceof HttpError && error.body?.errors) return;
    const reason = error instanceof Error && error.message && !error.message.startsWith('ra.') ? `: ${error.message}` : '';
    notify(`${fallback}${reason}`, { type: 'error' });
  };
}

export const BlogPostCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useSaveError(messages.createFailed);
  return (
    <Create
      title="Novo post"
      redirect="list"
      transform={toBlogPostInput}
      record={{ is_published: false, is_featured: false, category_ids: [] }}
      // react-admin's own "created" notice is replaced by the spec's; a custom onSuccess also redirects.
      mutationOptions={{ onError, onSuccess: () => { notify(messages.created, { type: 'success' }); redirect('list', 'blog'); } }}
    >
      <BlogPostForm />
    </Create>
  );
};

export const BlogPostEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useSaveError(messages.updateFailed);
  return (
    <Edit
      title="Editar post"
      redirect="list"
      mutationMode="pessimistic"
      transform={toBlogPostInput}
      mutationOptions={{ onError, onSuccess: () => { notify(messages.updated, { type: 'success' }); redirect('list', 'blog'); } }}
    >
      <BlogPostForm />
    </Edit>
  );
};
