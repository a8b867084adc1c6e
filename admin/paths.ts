import type { Identifier } from 'react-admin';

// The spec's form URLs (admin-area §2) are "/<resource>/new" and "/<resource>/{id}/edit", not
// react-admin's "/<resource>/create" and "/<resource>/{id}": App.tsx mounts the forms there, and every
// link to a form is built here.

export const newRecordPath = (resource: string): string => `/${resource}/new`;

export const editRecordPath = (resource: string, id: Identifier): string =>
  `/${resource}/${encodeURIComponent(String(id))}/edit`;
