import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { adminAccount, adminTest } from './account.ts';

// The admin shell's journeys (admin-area §2, §4, §8): the guard, sign-in and sign-out, the dashboard, and
// the projects and categories lists against the real server with its seeded samples.

const admin = adminAccount;

// Sign-in is rate limited, so the tests that are not about signing in share one session, made once per
// worker through the API. They share nothing else: each builds the data it needs.
const test = adminTest;

async function signInThroughTheForm(page: Page, password = admin.password) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Senha' }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The total the API reported in Content-Range for the next list request of `resource`. */
async function listTotal(page: Page, resource: string, navigate: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api/admin/${resource}` && r.request().method() === 'GET'),
    navigate(),
  ]);
  const total = Number(response.headers()['content-range']?.split('/').pop());
  expect(Number.isInteger(total)).toBe(true);
  return { total, rows: (await response.json()) as Record<string, unknown>[] };
}

test('an anonymous visit to an admin page lands on the login screen', async ({ page }) => {
  await page.goto('/admin/projects');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Senha' })).toBeVisible();
});

test('a wrong password is refused with "Email ou senha incorretos"', async ({ page }) => {
  await signInThroughTheForm(page, 'senha-errada-123');
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('signing in opens the dashboard with the four counts', async ({ page }) => {
  await signInThroughTheForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const counts = page.getByRole('list', { name: 'Totais' }).getByRole('listitem');
  await expect(counts).toHaveCount(4);
  for (const [index, label] of ['Projetos', 'Categorias', 'Depoimentos', 'Posts do Blog'].entries()) {
    await expect(counts.nth(index)).toContainText(label);
    await expect(counts.nth(index)).toHaveText(/\d+/);
  }
  await expect(page.getByRole('list', { name: 'Projetos recentes' })).toBeVisible();
});

test('the projects list shows the sample projects and the total the API counted', async ({ signedIn: page }) => {
  const { total, rows } = await listTotal(page, 'projects', () => page.goto('/admin/projects'));
  expect(total).toBeGreaterThan(0);
  for (const project of rows.slice(0, 3)) {
    await expect(page.getByRole('cell', { name: String(project.title), exact: true })).toBeVisible();
  }
  await expect(page.getByText(new RegExp(`de ${total}$`))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Novo projeto' })).toHaveAttribute('href', '/admin/projects/new');
});

test('the categories list shows the three sample categories', async ({ signedIn: page }) => {
  await page.goto('/admin/categories');
  for (const name of ['Casamento', 'Pré Wedding', 'Ensaio']) {
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }
});

test('a new category is saved with a slug made from its name', async ({ signedIn: page }) => {
  const name = `Gestante ${Date.now()}`;
  await page.goto('/admin/categories');
  await page.getByRole('link', { name: 'Nova categoria' }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/new$/);
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(name.toLowerCase().replace(' ', '-'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);

  await page.reload();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
});

test('deleting a category asks "Tem certeza que deseja excluir esta categoria?" first', async ({ signedIn: page }) => {
  const name = `Aniversário ${Date.now()}`;
  const created = await page.request.post('/api/admin/categories', { data: { name } });
  expect(created.status()).toBe(201);

  await page.goto('/admin/categories');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await row.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Tem certeza que deseja excluir esta categoria?');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Casamento', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('"Sair" signs out and returns to the login screen', async ({ page }) => {
  await signInThroughTheForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the sidebar has the spec\'s links in order and marks the current section', async ({ signedIn: page }) => {
  await page.goto('/admin/categories/new');
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText([
    'Dashboard',
    'Contatos',
    'Projetos',
    'Categorias',
    'Depoimentos',
    'Blog',
    'Página Sobre',
    'Configurações',
  ]);
  await expect(page.getByRole('menuitem', { name: 'Categorias' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Ver Site' })).toHaveAttribute('target', '_blank');
  await expect(page.getByText(admin.email)).toBeVisible();
});

test('the login screen and the main admin screens pass the WCAG 2 A and AA checks', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  const violationsOn = async (p: Page) =>
    (await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );

  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);

  for (const [url, ready] of [
    ['/admin/dashboard', signedIn.getByRole('list', { name: 'Totais' })],
    ['/admin/projects', signedIn.getByRole('table')],
    ['/admin/categories/new', signedIn.getByRole('textbox', { name: 'Nome' })],
    ['/admin/projects/new', signedIn.getByRole('button', { name: 'Adicionar fotos' })],
    ['/admin/contacts', signedIn.getByRole('list', { name: 'Totais de contatos' })],
    ['/admin/testimonials', signedIn.getByRole('list', { name: 'Depoimentos' })],
    ['/admin/blog/new', signedIn.getByRole('textbox', { name: 'Resumo' })],
    ['/admin/team', signedIn.getByRole('list', { name: 'Membros da equipe' })],
    ['/admin/settings', signedIn.getByRole('textbox', { name: 'Título do site' })],
    ['/admin/theme', signedIn.getByRole('region', { name: 'Pré-visualização' })],
    ['/admin/blog-api', signedIn.getByRole('heading', { name: 'Chaves de API' })],
  ] as const) {
    await signedIn.goto(url);
    await expect(ready).toBeVisible();
    expect(await violationsOn(signedIn), url).toEqual([]);
  }
});
