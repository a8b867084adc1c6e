import { and, eq, ne } from 'drizzle-orm';
import { slugify } from '../../core/slugify.ts';
import { categories, projects } from '../db/schema/index.ts';
import { UserError } from '../errors.ts';
import type { Tx } from './resources.ts';

const TAKEN_BY_CATEGORY = 'Este endereço já é usado por uma categoria.';
const TAKEN_BY_PROJECT = 'Este endereço já é usado por um projeto.';
const TAKEN = 'Este endereço (slug) já está em uso.';

/**
 * The slug of a project or category. `/portfolio/<slug>` is either a category or a project (DESIGN
 * decision 8), so a slug must be free in both tables. A slug the user typed must be free as it is; one
 * made from the title gets a numeric suffix when taken.
 */
export async function portfolioSlug(
  tx: Tx,
  kind: 'project' | 'category',
  options: { typed?: string | null; source?: string; id?: string },
): Promise<string> {
  const own = kind === 'project' ? projects : categories;
  const other = kind === 'project' ? categories : projects;
  const isFree = async (slug: string) => {
    const [mine] = await tx
      .select({ id: own.id })
      .from(own)
      .where(options.id ? and(eq(own.slug, slug), ne(own.id, options.id)) : eq(own.slug, slug))
      .limit(1);
    const [theirs] = await tx.select({ id: other.id }).from(other).where(eq(other.slug, slug)).limit(1);
    return { mine: !mine, theirs: !theirs };
  };
  if (options.typed) {
    const free = await isFree(options.typed);
    const message = !free.theirs ? (kind === 'project' ? TAKEN_BY_CATEGORY : TAKEN_BY_PROJECT) : TAKEN;
    if (!free.mine || !free.theirs) throw new UserError('conflict', message, { slug: message });
    return options.typed;
  }
  const base = slugify(options.source ?? '') || kind;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const free = await isFree(candidate);
    if (free.mine && free.theirs) return candidate;
  }
}
