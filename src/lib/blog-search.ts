// The blog search in the browser: loads /blog/search.json once and matches every word of the query
// against title, excerpt, categories and text, ignoring case and accents.

export type SearchEntry = { slug: string; title: string; excerpt: string; categories: string[]; date: string; readTime: number; text: string };

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export function searchPosts(entries: SearchEntry[], query: string): SearchEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries.filter((e) => {
    const haystack = fold(`${e.title} ${e.excerpt} ${e.categories.join(' ')} ${e.text}`);
    return words.every((w) => haystack.includes(w));
  });
}

export function startBlogSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
  const form = root.querySelector('form')!;
  const results = document.querySelector<HTMLElement>('[data-blog-results]')!;
  const status = results.querySelector<HTMLElement>('[data-blog-results-status]')!;
  const list = results.querySelector<HTMLElement>('[data-blog-results-list]')!;
  const listing = document.querySelector<HTMLElement>('[data-blog-listing]');
  let index: Promise<SearchEntry[]> | undefined;
  const load = () => (index ??= fetch('/blog/search.json').then((r) => r.json() as Promise<SearchEntry[]>));

  async function update() {
    const query = input.value.trim();
    if (!query) {
      results.hidden = true;
      if (listing) listing.hidden = false;
      status.textContent = '';
      return;
    }
    const found = searchPosts(await load(), query);
    if (input.value.trim() !== query) return; // the visitor kept typing
    results.hidden = false;
    if (listing) listing.hidden = true;
    status.textContent =
      found.length === 0
        ? `Nenhum artigo encontrado para “${query}”.`
        : `${found.length} ${found.length === 1 ? 'artigo encontrado' : 'artigos encontrados'} para “${query}”.`;
    list.replaceChildren(...found.map(resultItem));
  }

  input.addEventListener('focus', () => void load(), { once: true });
  input.addEventListener('input', () => void update());
  form.addEventListener('submit', (event) => (event.preventDefault(), void update()));
  root.classList.remove('invisible');
  const initial = new URLSearchParams(location.search).get('q');
  if (initial) ((input.value = initial), void update());
}

function resultItem(entry: SearchEntry): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'relative rounded-theme border border-border bg-surface p-6 hover:border-foreground/40';
  const title = document.createElement('h2');
  title.className = 'text-2xl leading-snug';
  const link = document.createElement('a');
  link.href = `/blog/${entry.slug}`;
  link.textContent = entry.title;
  link.className = "after:absolute after:inset-0 after:content-[''] hover:text-primary-ink";
  title.append(link);
  const excerpt = document.createElement('p');
  excerpt.className = 'mt-2 text-foreground/75';
  excerpt.textContent = entry.excerpt;
  const meta = document.createElement('p');
  meta.className = 'mt-3 text-sm text-muted';
  meta.textContent = [entry.date, `${entry.readTime} min de leitura`, ...entry.categories].join(' · ');
  li.append(title, excerpt, meta);
  return li;
}
