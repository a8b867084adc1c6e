import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The about page and the blog (public-site §2 "About", "Blog list", "Blog post"), on the seeded samples.

async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the about page shows its numbers, purpose, story, differentiators, team, testimonials and call to action', async ({ page }) => {
  await page.goto('/sobre');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const stats = page.getByRole('region', { name: 'Números' }).getByRole('definition');
  await expect(stats).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Valores' })).toBeVisible();
  const values = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Valores' }) }).getByRole('listitem');
  expect(await values.count()).toBeGreaterThan(1);
  await expect(page.getByRole('region', { name: 'Nossos Diferenciais' }).getByRole('heading', { level: 3 })).toHaveCount(3);
  const team = page.getByRole('region', { name: 'Nossa Equipe' }).getByRole('listitem');
  expect(await team.count()).toBeGreaterThan(0);
  const testimonials = page.getByRole('region', { name: 'Depoimentos' }).getByRole('listitem');
  expect(await testimonials.count()).toBeGreaterThan(0);
  expect(await testimonials.count()).toBeLessThanOrEqual(3);
  const cta = page.getByRole('main').getByRole('link').last();
  await expect(cta).toHaveAttribute('href', '/contato');
  await expectNoAccessibilityViolations(page);
});

test('the blog lists featured and latest posts with at most two coloured chips each', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const chips = page.getByRole('navigation', { name: 'Categorias do blog' });
  await expect(chips.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Em Destaque' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Últimos Artigos' })).toBeVisible();
  for (const card of await page.getByRole('main').getByRole('article').all()) {
    expect(await card.getByRole('list', { name: 'Categorias' }).getByRole('listitem').count()).toBeLessThanOrEqual(2);
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  }
  await expectNoAccessibilityViolations(page);

  const category = chips.getByRole('link').nth(1);
  const name = (await category.textContent())!.trim();
  await category.click();
  await expect(page).toHaveURL(/\/blog\/categoria\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: `Posts em ${name}` })).toBeVisible();
  for (const card of await page.getByRole('main').getByRole('article').all()) await expect(card).toContainText(name);
});

test('the blog search finds posts by their words, ignoring accents', async ({ page }) => {
  await page.goto('/blog');
  const search = page.getByRole('searchbox', { name: 'Buscar artigos' });
  await expect(search).toHaveAttribute('placeholder', 'Buscar artigos...');
  const title = (await page.getByRole('main').getByRole('article').first().getByRole('link').textContent())!.trim();
  const word = title.split(/\s+/).find((w) => /^\p{L}{6,}$/u.test(w))!;
  await search.fill(word.normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase());
  await expect(page.getByRole('status').filter({ hasText: /encontrado/ })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await search.fill('zzqqxx');
  await expect(page.getByText('Nenhum artigo encontrado para “zzqqxx”.')).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('heading', { name: 'Em Destaque' })).toBeVisible();
});

test('a post shows author, long date, reading time, content and a share button that copies the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/blog');
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Voltar ao blog' })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('main').getByText(/\d+ min de leitura/)).toBeVisible();
  await expect(page.getByRole('main').locator('time').first()).toHaveText(/^\d{1,2} de [a-zç]+ de \d{4}$/);
  await expect(page.getByRole('link', { name: 'Ver mais artigos' })).toHaveAttribute('href', '/blog');
  await expectNoAccessibilityViolations(page);

  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Compartilhar' }).first().click();
  await expect(page.getByText('Link copiado para a área de transferência!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('an unknown post answers 404 with the spec words', async ({ page }) => {
  const response = await page.goto('/blog/nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Post não encontrado' })).toBeVisible();
  await expect(page.getByText('O artigo que você está procurando não existe ou foi removido.')).toBeVisible();
});

test('every page has one h1, a canonical address, sharing tags and structured data', async ({ page, request }) => {
  await page.goto('/blog');
  const post = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href');
  await page.goto('/portfolio');
  const project = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href');
  const expectations: [string, string | undefined][] = [
    ['/', 'LocalBusiness'],
    ['/portfolio', undefined],
    [project!, 'ImageGallery'],
    ['/sobre', undefined],
    ['/blog', undefined],
    [post!, 'BlogPosting'],
    ['/contato', 'LocalBusiness'],
  ];
  for (const [path, type] of expectations) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\//);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /^https?:\/\//);
    if (type) {
      const types = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)['@type']).flat());
      expect(types, path).toContain(type);
    }
  }
  expect((await request.get('/sitemap-index.xml')).status()).toBe(200);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const feed = await request.get('/rss.xml');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(post!);
});
