import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The parts of the site that move: the hero slideshow, the testimonials carousel and the project
// lightbox (public-site §2, §4), by mouse and by keyboard.

async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function heroDots(page: Page) {
  return page.getByRole('button', { name: /^Ir para a imagem \d+$/ });
}

async function currentDot(page: Page): Promise<number> {
  const dots = await heroDots(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-current')));
  return dots.indexOf('true');
}

test('the hero slideshow moves with previous, next and the dots, and wraps around', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: /.+/ }).filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByRole('link', { name: 'Ver Portfólio' })).toHaveAttribute('href', '/portfolio');
  const next = page.getByRole('button', { name: 'Próxima imagem' });
  await expect(next).toBeVisible();
  const total = await heroDots(page).count();
  expect(total).toBeGreaterThan(1);
  expect(await currentDot(page)).toBe(0);

  await page.getByRole('button', { name: 'Imagem anterior' }).click();
  expect(await currentDot(page)).toBe(total - 1);
  await next.click();
  expect(await currentDot(page)).toBe(0);
  await heroDots(page).nth(1).click();
  expect(await currentDot(page)).toBe(1);

  // Keyboard: focus is inside the slideshow, the arrows move it.
  await next.focus();
  await page.keyboard.press('Enter');
  expect(await currentDot(page)).toBe(2 % total);
  await page.keyboard.press('ArrowLeft');
  expect(await currentDot(page)).toBe(1);
  await expectNoAccessibilityViolations(page);
});

test('the hero advances by itself every 5 seconds and stops when paused', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Próxima imagem' })).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await currentDot(page)).toBe(0);
  await page.clock.runFor(5100);
  expect(await currentDot(page)).toBe(1);
  await page.getByRole('button', { name: 'Pausar apresentação' }).click();
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Retomar apresentação' }).blur();
  await page.clock.runFor(11_000);
  expect(await currentDot(page)).toBe(1);
});

test('the testimonials carousel wraps around and its dots jump', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Depoimentos' });
  await section.scrollIntoViewIfNeeded();
  const dots = section.getByRole('button', { name: /^Ir para o depoimento/ });
  await expect(section.getByRole('button', { name: 'Próximo depoimento' })).toBeVisible();
  const total = await dots.count();
  expect(total).toBeGreaterThan(1);
  await section.getByRole('button', { name: 'Depoimento anterior' }).click();
  await expect(dots.nth(total - 1)).toHaveAttribute('aria-current', 'true');
  await section.getByRole('button', { name: 'Próximo depoimento' }).click();
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('the lightbox opens a photo, moves with the arrows, wraps, closes with Escape and gives focus back', async ({ page }) => {
  await page.goto('/portfolio');
  const hrefs = await page.getByRole('main').getByRole('article').getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  let opened = false;
  for (const href of hrefs) {
    await page.goto(href);
    const thumbs = page.getByRole('main').getByRole('list').getByRole('link');
    const total = await thumbs.count();
    if (total < 2) continue;
    await expect(page.locator('[data-lightbox-ready]')).toHaveCount(1);
    await thumbs.first().click();
    const dialog = page.getByRole('dialog', { name: 'Visualização ampliada' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Próxima' }).click();
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', /\S/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbs.nth(1)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    opened = true;
    break;
  }
  expect(opened, 'no project has two or more photos').toBe(true);
});

test('a project video plays in an embedded privacy-friendly frame', async ({ page }) => {
  // Sample content has no videos: give a project page one in the browser's copy of the page.
  await page.goto('/portfolio');
  const href = await page.getByRole('main').getByRole('article').getByRole('link').first().getAttribute('href');
  await page.goto(href!);
  await expect(page.locator('[data-lightbox-ready]')).toHaveCount(1);
  const link = page.getByRole('main').getByRole('list').getByRole('link').first();
  await link.evaluate((a) => {
    a.setAttribute('data-media-type', 'video');
    a.setAttribute('data-video', JSON.stringify({ kind: 'iframe', src: 'about:blank#youtube-nocookie' }));
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ body: '<p>vídeo</p>', contentType: 'text/html' }));
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Visualização ampliada' });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', 'about:blank#youtube-nocookie');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});
