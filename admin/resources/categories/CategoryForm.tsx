import { required, SimpleForm, TextInput } from 'react-admin';
import { SlugInput } from '../../components/SlugInput.tsx';

// admin-area §5 "Category": name required; slug made from the name and editable.
export const CategoryForm = () => (
  <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 720 }}>
    <TextInput source="name" validate={required()} />
    <SlugInput from="name" helperText="Usado no endereço da categoria no site" />
    <TextInput source="description" multiline minRows={3} />
  </SimpleForm>
);

type CategoryInput = { name: string; slug: string; description: string | null };

/** What the form sends: its own fields only, an empty description as null. */
export const toCategoryInput = (values: Partial<CategoryInput>): CategoryInput => ({
  name: values.name ?? '',
  slug: values.slug ?? '',
  description: values.description ? values.description : null,
});
