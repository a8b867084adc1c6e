import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The visitor's journey through the public site, on the seeded sample content (categories
// Casamento, Pré Wedding and Ensaio; published projects, some of them featured).

const CATEGORIES = ['Casamento', 'Pré Wedding', 'Ensaio'];

async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Addresses of the project pages listed on /portfolio. */
async function projectLinks(page: Page): Promise<string[]> {
  await page.goto('/portfolio');
  const links = page.getByRole('main').getByRole('article').getByRole('link');
  return links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname));
}

test('the home page shows the site title, recent work, testimonials and the call to action', async ({ page }) => {
  await page.goto('/');

  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveCount(1);
  const siteTitle = (await title.textContent())?.trim() ?? '';
  expect(siteTitle).not.toBe('');
  await expect(page.getByRole('banner').getByRole('link', { name: `${siteTitle} — Início` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver Portfólio' })).toHaveAttribute('href', '/portfolio');

  const recent = page.getByRole('region', { name: 'Trabalhos Recentes' });
  await expect(recent.getByRole('heading', { name: 'Trabalhos Recentes' })).toBeVisible();
  const projects = recent.getByRole('article');
  expect(await projects.count()).toBeGreaterThan(0);
  expect(await projects.count()).toBeLessThanOrEqual(6);
  for (const href of await projects.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/portfolio\/[a-z0-9-]+$/);
  }

  await expect(page.getByRole('heading', { name: 'Depoimentos' })).toBeVisible();

  const cta = page.getByRole('region', { name: 'Pronto para Eternizar Seu Amor?' });
  await expect(cta.getByRole('link', { name: 'Solicitar Orçamento' })).toHaveAttribute('href', '/contato');
  await expect(cta).toContainText('24h');
  await expect(cta).toContainText('sem compromisso');
  await expect(cta).toContainText('Pacotes personalizados');

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText('Feito com amor para eternizar momentos únicos');

  await expectNoAccessibilityViolations(page);
});

test('the portfolio lists projects and filters them by category', async ({ page }) => {
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfólio' })).toBeVisible();

  const filter = page.getByRole('navigation', { name: 'Categorias do portfólio' });
  await expect(filter.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page');
  for (const name of CATEGORIES) await expect(filter.getByRole('link', { name })).toBeVisible();

  const all = page.getByRole('main').getByRole('article');
  const total = await all.count();
  expect(total).toBeGreaterThan(1);
  // Newest event first (public-site §7).
  const days = await all.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  expect(days).toEqual([...days].sort().reverse());
  await expectNoAccessibilityViolations(page);

  await filter.getByRole('link', { name: 'Casamento' }).click();
  await expect(page).toHaveURL(/\/portfolio\/casamento$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Casamento' })).toBeVisible();
  await expect(filter.getByRole('link', { name: 'Casamento' })).toHaveAttribute('aria-current', 'page');
  await expect(filter.getByRole('link', { name: 'Todos' })).not.toHaveAttribute('aria-current', 'page');

  const weddings = page.getByRole('main').getByRole('article');
  expect(await weddings.count()).toBeGreaterThan(0);
  expect(await weddings.count()).toBeLessThan(total);
  for (const card of await weddings.all()) {
    await expect(card).toContainText('Casamento');
    await expect(card).not.toContainText('Pré Wedding');
    await expect(card).not.toContainText('Ensaio');
  }
});

test('a project page shows its photos with their dimensions and a call to action', async ({ page }) => {
  const hrefs = await projectLinks(page);
  expect(hrefs.length).toBeGreaterThan(0);

  // Some projects may have no photos yet: check the first one that has.
  let checked = false;
  for (const href of hrefs) {
    await page.goto(href);
    const photos = page.getByRole('main').getByRole('list').getByRole('img');
    if ((await photos.count()) === 0) {
      await expect(page.getByText('Nenhuma imagem disponível para este projeto.')).toBeVisible();
      continue;
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute('width', /^\d+$/);
      await expect(photo).toHaveAttribute('height', /^\d+$/);
      await expect(photo).toHaveAttribute('alt', /\S/);
    }
    const first = photos.first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { name: 'Gostou do nosso trabalho?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solicitar Orçamento' })).toHaveAttribute('href', '/contato');
    await expectNoAccessibilityViolations(page);
    checked = true;
    break;
  }
  expect(checked, 'no published project has photos').toBe(true);
});

test('an unknown project answers 404 with a way back to the portfolio', async ({ page }) => {
  const response = await page.goto('/portfolio/nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Projeto não encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao portfólio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu opens and leads to the portfolio', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByText('Menu', { exact: true }).click();
    await header.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Portfólio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfólio' })).toBeVisible();
  });
});

test.describe('on a slow phone (Lighthouse’s: 412×823 at 1.75×)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test('the first hero photo is asked for from <head> and is the one file the phone shows', async ({ page }) => {
    const heroFiles: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && !r.url().startsWith('data:')) heroFiles.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    const preloads = page.locator('head link[rel="preload"][as="image"]');
    await expect(preloads).toHaveCount(2);
    await expect(preloads.first()).toHaveAttribute('media', '(max-aspect-ratio: 1/1)');
    await expect(preloads.first()).toHaveAttribute('type', 'image/avif');
    await expect(preloads.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(preloads.nth(1)).toHaveAttribute('media', '(not (max-aspect-ratio: 1/1))');

    const hero = page.getByRole('region', { name: (await page.getByRole('heading', { level: 1 }).textContent())!.trim() }).locator('img').first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const shown = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    // A phone gets at most the 1280 px variant (src/lib/hero.ts), in AVIF, fetched once.
    expect(shown).toMatch(/^\/media\/[0-9a-f]{32}\/1280\.avif$/);
    expect(heroFiles.filter((f) => f.startsWith(shown.replace(/[^/]+$/, '')))).toEqual([shown]);
  });

  test('a first page paints in the local fonts and fetches the web fonts after loading; the next page uses them', async ({ page }) => {
    await page.goto('/portfolio');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('web-fonts'))).toBe('1');
    const timing = await page.evaluate(() => ({
      load: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
      fonts: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).map((e) => e.startTime),
    }));
    expect(timing.fonts.length).toBe(3);
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.load);
    const webFontsLoaded = () =>
      page.evaluate(() => [...new Set([...document.fonts].filter((f) => f.status === 'loaded' && !/Fallback/.test(f.family)).map((f) => f.family.replace(/"/g, '')))].sort());
    // Only the metric-matched local faces are in use on this first page.
    expect(await webFontsLoaded()).toEqual([]);

    await page.getByRole('main').getByRole('article').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(webFontsLoaded).toEqual(['Inter Variable', 'Playfair Display Variable']);
  });
});
