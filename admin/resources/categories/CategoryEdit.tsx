import { Edit } from 'react-admin';
import { CategoryForm, toCategoryInput } from './CategoryForm.tsx';

// Mounted at /categories/{id}/edit (App.tsx). Pessimistic, so that a refused slug shows on its field.
export const CategoryEdit = () => (
  <Edit title="Editar categoria" redirect="list" mutationMode="pessimistic" transform={toCategoryInput}>
    <CategoryForm />
  </Edit>
);
