import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The visitor's theme drawer and dark mode (public-site §2 "Theme customisation panel"; DESIGN override 1).

async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Personalizar tema' }).click();
  const drawer = page.getByRole('dialog', { name: 'Personalizar tema' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('the drawer has four tabs, six presets and restores the defaults', async ({ page }) => {
  await page.goto('/');
  const drawer = await openDrawer(page);
  await expect(drawer.getByRole('tab')).toHaveText(['Tema', 'Cores', 'Texto', 'Layout']);

  // Tabs follow the arrow keys.
  await drawer.getByRole('tab', { name: 'Tema' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(drawer.getByRole('tab', { name: 'Cores' })).toHaveAttribute('aria-selected', 'true');
  const presets = drawer.getByRole('tabpanel', { name: 'Cores' }).getByRole('button');
  await expect(presets).toHaveText(['Amber (Padrão)', 'Blue Ocean', 'Purple Sunset', 'Green Nature', 'Rose Gold', 'Slate Modern']);
  await presets.filter({ hasText: 'Blue Ocean' }).click();
  await expect(presets.filter({ hasText: 'Blue Ocean' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--theme-primary').trim())).toBe('#2563eb');
  for (const label of ['Cor primária', 'Cor secundária', 'Cor de destaque']) await expect(drawer.getByLabel(label)).toBeVisible();

  await drawer.getByRole('tab', { name: 'Texto' }).click();
  const text = drawer.getByRole('tabpanel', { name: 'Texto' });
  await text.getByText('Grande', { exact: true }).click();
  await expect(text.getByRole('radio', { name: 'Grande' })).toBeChecked();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
  await text.getByText('Montserrat', { exact: true }).click();

  await drawer.getByRole('tab', { name: 'Layout' }).click();
  await drawer.getByRole('tabpanel', { name: 'Layout' }).getByText('Nenhum', { exact: true }).click();
  await expect(drawer.getByRole('group', { name: 'Pré-visualização' })).toBeVisible();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('theme-settings')))!);
  expect(stored).toMatchObject({ colors: { primary: '#2563eb' }, fontSize: 'large', fontFamily: 'montserrat', borderRadius: 'none' });

  await drawer.getByRole('button', { name: 'Restaurar Padrões' }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme-settings'))).toBeNull();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Personalizar tema' })).toBeFocused();
});

test('dark mode is applied before the first paint and every page stays accessible in it', async ({ page }) => {
  test.setTimeout(120_000); // nine pages, each checked with axe
  await page.goto('/');
  const drawer = await openDrawer(page);
  await drawer.getByText('Escuro', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.keyboard.press('Escape');

  // On the next page the class is there before any module script could have run.
  await page.goto('/portfolio', { waitUntil: 'commit' });
  await page.waitForSelector('body');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.goto('/blog');
  const post = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href');
  await page.goto('/portfolio');
  const project = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href');
  for (const path of ['/', '/portfolio', project!, '/sobre', '/blog', post!, '/contato', '/contato/obrigado/', '/contato/erro/']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAccessibilityViolations(page);
  }
});

test('system mode follows the device', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme-settings', JSON.stringify({ theme: 'system' })));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});
