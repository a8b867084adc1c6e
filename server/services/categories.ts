import { categoryInput, type CategoryInput } from '../../core/schemas/category.ts';
import { categories } from '../db/schema/index.ts';
import type { Resource } from './resources.ts';
import { portfolioSlug } from './slugs.ts';

export const categoriesResource: Resource<CategoryInput> = {
  name: 'categories',
  event: 'category',
  table: categories,
  idColumn: categories.id,
  search: [categories.name, categories.slug],
  filters: { slug: categories.slug, is_sample: categories.is_sample },
  sorts: { name: categories.name, slug: categories.slug, created_at: categories.created_at },
  defaultSort: ['name', 'ASC'],
  input: categoryInput,
  async prepare(tx, input, existing) {
    const id = existing?.id as string | undefined;
    if (input.slug === undefined && existing) return input;
    const slug = await portfolioSlug(tx, 'category', { typed: input.slug, source: input.name, id });
    return { ...input, slug };
  },
};
