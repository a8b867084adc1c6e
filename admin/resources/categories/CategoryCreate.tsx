import { Create } from 'react-admin';
import { CategoryForm, toCategoryInput } from './CategoryForm.tsx';

// Mounted at /categories/new (App.tsx).
export const CategoryCreate = () => (
  <Create title="Nova categoria" redirect="list" transform={toCategoryInput}>
    <CategoryForm />
  </Create>
);
