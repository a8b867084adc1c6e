import type { Category, ProjectMedia } from '../../../core/schemas/snapshot.ts';

/** A project as the admin API returns it: its columns, plus its media and its category's summary. */
export type ProjectRecord = {
  id: string;
  title: string;
  slug: string;
  client_names: string;
  location: string | null;
  event_date: string | null;
  description: string | null;
  category_id: string | null;
  cover_image: string | null;
  is_featured: boolean;
  is_published: boolean;
  created_at: string;
  updated_at: string;
  media: ProjectMedia[];
  category: Pick<Category, 'id' | 'name' | 'slug'> | null;
};
