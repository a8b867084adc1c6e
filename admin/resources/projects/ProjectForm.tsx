import {
  BooleanInput,
  DateInput,
  HttpError,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { SlugInput } from '../../components/SlugInput.tsx';
import type { ProjectRecord } from './project-record.ts';
import { MediaEditor, toMediaItems } from './MediaEditor.tsx';

// admin-area §2 "Project form" and §5: title, client names and category required; the slug follows the
// title while creating. Images and videos are edited by MediaEditor.

const requiredField = required();

export const ProjectForm = () => (
  <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 960 }}>
    <TextInput source="title" validate={requiredField} />
    <SlugInput from="title" helperText="Usado no endereço do projeto no site" />
    <TextInput source="client_names" validate={requiredField} />
    <ReferenceInput source="category_id" reference="categories" sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput optionText="name" validate={requiredField} />
    </ReferenceInput>
    <TextInput source="location" />
    <DateInput source="event_date" />
    <TextInput source="description" multiline minRows={4} />
    <BooleanInput source="is_published" />
    <BooleanInput source="is_featured" />
    <MediaEditor />
  </SimpleForm>
);

const editableFields = [
  'title',
  'slug',
  'client_names',
  'location',
  'event_date',
  'description',
  'category_id',
  'is_published',
  'is_featured',
] as const;

type ProjectInput = Pick<ProjectRecord, (typeof editableFields)[number] | 'cover_image'> & {
  media: { media_url: string; media_type: 'image' | 'video'; thumbnail_url: string | null; alt_text: string | null }[];
};

/** What the form sends: its own fields only, with optional text left empty sent as null. */
export function toProjectInput(values: Partial<ProjectRecord>): ProjectInput {
  const input: Record<string, unknown> = {};
  for (const field of editableFields) {
    const value = values[field];
    input[field] = value === '' || value === undefined ? null : value;
  }
  input.is_published = Boolean(values.is_published);
  input.is_featured = Boolean(values.is_featured);
  // Display order is the list's order; the cover must be one of the images, else the server takes the first.
  const media = toMediaItems(values.media).map(({ media_url, media_type, thumbnail_url, alt_text }) => ({
    media_url,
    media_type,
    thumbnail_url,
    alt_text: alt_text?.trim() ? alt_text.trim() : null,
  }));
  input.media = media;
  input.cover_image = media.some((item) => item.media_type === 'image' && item.media_url === values.cover_image)
    ? values.cover_image
    : null;
  return input as ProjectInput;
}

/**
 * The spec's save failure message (§8), followed by the server's reason when it gave one. Field errors
 * are shown by the inputs themselves, so they need no notification.
 */
export function useProjectSaveError() {
  const notify = useNotify();
  const translate = useTranslate();
  return (error: unknown) => {
    if (error instanceof HttpError && error.body?.errors) return;
    const reason = error instanceof Error ? translate(error.message, { _: error.message }) : '';
    notify([translate('resources.projects.errors.save'), reason].filter(Boolean).join(' '), { type: 'error' });
  };
}
