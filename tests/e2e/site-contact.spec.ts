import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Asking for a quote on /contato (public-site §2 "Contact", §4, §5, §8).

async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function futureDay(days = 90): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The form once its script has taken over (it checks fields itself from then on). */
async function openForm(page: Page) {
  await page.goto('/contato');
  const form = page.getByRole('form', { name: 'Solicite um orçamento' });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('novalidate', '');
  return form;
}

test('the contact page shows how to reach the studio, the opening hours and the services', async ({ page }) => {
  await page.goto('/contato');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const info = page.getByRole('region', { name: 'Informações de Contato' });
  await expect(info.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(info.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}$/);
  const hours = page.getByRole('region', { name: 'Horário de Atendimento' });
  await expect(hours).toContainText('Segunda a sexta: 9h às 18h');
  await expect(hours).toContainText('Sábado: 9h às 14h');
  const services = page.getByRole('region', { name: 'Serviços' });
  for (const name of ['Casamento', 'Pré Wedding', 'Ensaio']) await expect(services.getByText(name, { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('the phone is masked as the visitor types and the event date cannot be in the past', async ({ page }) => {
  const form = await openForm(page);
  const phone = form.getByLabel('WhatsApp');
  await phone.pressSequentially('11987654321999');
  await expect(phone).toHaveValue('(11) 98765-4321');
  const min = await form.getByLabel('Data do Evento').getAttribute('min');
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(min! >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
  await expect(form.getByLabel('Tipo de Evento').locator('option')).toHaveText(['Selecione', 'Casamento', 'Pré Wedding', 'Ensaio', 'Outro']);
});

test('a form with missing fields shows an accessible message next to each one', async ({ page }) => {
  const form = await openForm(page);
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  const name = form.getByLabel('Nome Completo');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Informe seu nome.');
  await expect(name).toBeFocused();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Tipo de Evento')).toHaveAccessibleDescription('Escolha o tipo de evento.');
  await expectNoAccessibilityViolations(page);
});

test('a valid request is sent, thanked for 5 seconds and the form is cleared', async ({ page }) => {
  const form = await openForm(page);
  await form.getByLabel('Nome Completo').fill('Ana Souza');
  await form.getByLabel('E-mail').fill(`ana.${Date.now()}@example.com`);
  await form.getByLabel('WhatsApp').pressSequentially('11987654321');
  await form.getByLabel('Tipo de Evento').selectOption({ label: 'Casamento' });
  await form.getByLabel('Data do Evento').fill(futureDay());
  await form.getByLabel('Local do Evento').fill('Campinas, SP');
  await form.getByLabel('Mensagem').fill('Casamento ao ar livre no fim da tarde.');
  await page.waitForTimeout(3100); // the server treats a form filled in under 3 s as a bot (MIN_FILL_MS)

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('/api/leads', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(form.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  release();

  await expect(form.getByText('Mensagem enviada com sucesso!')).toBeVisible();
  await expect(form.getByText('Mensagem enviada com sucesso!')).toBeHidden({ timeout: 8000 });
  await expect(form.getByLabel('Nome Completo')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Enviar Mensagem' })).toBeEnabled();
});

test('when sending fails the spec message appears above the form', async ({ page }) => {
  const form = await openForm(page);
  await form.getByLabel('Nome Completo').fill('Ana Souza');
  await form.getByLabel('E-mail').fill('ana@example.com');
  await form.getByLabel('WhatsApp').pressSequentially('11987654321');
  await form.getByLabel('Tipo de Evento').selectOption('ensaio');
  await form.getByLabel('Data do Evento').fill(futureDay());
  await page.route('/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"x"}}' }));
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Erro ao enviar mensagem. Por favor, tente novamente ou entre em contato via WhatsApp.',
  );
});

test('field errors from the server are shown on their fields', async ({ page }) => {
  const form = await openForm(page);
  await form.getByLabel('Nome Completo').fill('Ana Souza');
  await form.getByLabel('E-mail').fill('ana@example.com');
  await form.getByLabel('WhatsApp').pressSequentially('11987654321');
  await form.getByLabel('Tipo de Evento').selectOption('outro');
  await form.getByLabel('Data do Evento').fill(futureDay());
  await page.route('/api/leads', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'Dados inválidos.', fields: { email: 'E-mail inválido.' } } }),
    }),
  );
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  const email = form.getByLabel('E-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('E-mail inválido.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form posts and lands on the thank-you page', async ({ page }) => {
    await page.goto('/contato');
    const form = page.getByRole('form', { name: 'Solicite um orçamento' });
    await form.getByLabel('Nome Completo').fill('Bruno Lima');
    await form.getByLabel('E-mail').fill(`bruno.${Date.now()}@example.com`);
    await form.getByLabel('WhatsApp').fill('(21) 99876-5432');
    await form.getByLabel('Tipo de Evento').selectOption('pre-wedding');
    await form.getByLabel('Data do Evento').fill(futureDay());
    await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(page).toHaveURL(/\/contato\/obrigado\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mensagem enviada com sucesso!' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the error page explains and leads back to the form', async ({ page }) => {
    await page.goto('/contato/erro/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Não foi possível enviar sua mensagem');
    await expect(page.getByText('Erro ao enviar mensagem. Por favor, tente novamente ou entre em contato via WhatsApp.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Voltar ao formulário' }).click();
    await expect(page).toHaveURL(/\/contato\/?$/);
  });
});
