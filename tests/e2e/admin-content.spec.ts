import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminAccount, adminTest } from './account.ts';

// The photographer's content journeys (admin-area §2, §4, §8): a project with photos and a video, a lead
// moved through the statuses, a team photo refused for its size, a featured testimonial, a blog post
// written and published. One session for the whole file, made through the API (sign-in is rate limited).

const test = adminTest;

/** A small photo, different for each seed, so the server does not answer an earlier upload. */
async function photo(seed: number, name = `foto-${seed}.png`) {
  const buffer = await sharp({
    create: { width: 120, height: 80, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a project is created with two photos and a video, reordered by keyboard, with a chosen cover', async ({ signedIn: page }) => {
  const title = `Casamento Ana e Leo ${unique()}`;
  await page.goto('/admin/projects/new');
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(/^casamento-ana-e-leo-\d+$/);
  await page.getByRole('textbox', { name: 'Clientes' }).fill('Ana e Leo');
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Casamento', exact: true }).click();

  // Saving without photos is refused with the spec's message.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Adicione pelo menos 1 imagem.')).toBeVisible();

  const seed = Date.now() % 1000;
  await page.locator('input[type=file]').setInputFiles([await photo(seed), await photo(seed + 1)]);
  const items = page.getByRole('list', { name: 'Fotos e vídeos do projeto' }).getByRole('listitem');
  await expect(items).toHaveCount(2, { timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Texto alternativo do item 1' }).fill('Noivos na igreja');
  await page.getByRole('button', { name: 'Usar item 2 como capa' }).click();
  await page.getByRole('textbox', { name: 'Link de vídeo (YouTube ou Vimeo)' }).fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Adicionar vídeo' }).click();
  await expect(items).toHaveCount(3);

  // Reorder with the keyboard: the first photo goes to the second place.
  const handle = page.getByRole('button', { name: 'Mover item 1', exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Item 1 sobre a posição 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('textbox', { name: 'Texto alternativo do item 2' })).toHaveValue('Noivos na igreja');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);

  const found = await page.request.get(`/api/admin/projects?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  const projects = (await found.json()) as { media: { media_type: string; media_url: string; alt_text: string | null; sort_order: number }[]; cover_image: string }[];
  expect(projects).toHaveLength(1);
  const [project] = projects;
  const media = [...project!.media].sort((a, b) => a.sort_order - b.sort_order);
  expect(media.map((m) => m.media_type)).toEqual(['image', 'image', 'video']);
  expect(media[1]!.alt_text).toBe('Noivos na igreja');
  expect(project!.cover_image).toBe(media[0]!.media_url);
});

test('a lead is moved from new to contacted to converted and back to lost', async ({ signedIn: page }) => {
  const name = `Marina Teste ${unique()}`;
  const nextYear = new Date().getFullYear() + 1;
  const created = await page.request.post('/api/leads', {
    data: { name, email: 'marina@example.com', phone: '(11) 98765-4321', event_type: 'casamento', event_date: `${nextYear}-05-10`, location: 'Campinas', message: 'Queremos um orçamento.' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/contacts');
  await expect(page.getByRole('list', { name: 'Totais de contatos' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('Novo');
  await expect(card.getByRole('link', { name: 'marina@example.com' })).toHaveAttribute('href', 'mailto:marina@example.com');
  await expect(card.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/);

  for (const label of ['Contatado', 'Convertido', 'Perdido']) {
    await card.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await expect(card.getByRole('combobox', { name: 'Status' })).toHaveText(label);
  }
  const id = ((await created.json()) as { id: string }).id;
  const saved = await page.request.get(`/api/admin/leads/${id}`);
  expect(((await saved.json()) as { status: string }).status).toBe('lost');
});

test('a team photo over 2 MB is refused with "Imagem muito grande. Máximo 2MB"', async ({ signedIn: page }) => {
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Adicionar membro' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'grande.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
  await expect(page.getByRole('group', { name: 'Foto' }).getByRole('alert')).toHaveText('Imagem muito grande. Máximo 2MB');

  const name = `Paula ${unique()}`;
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nome e cargo são obrigatórios')).toBeVisible();
  await page.getByRole('textbox', { name: 'Cargo' }).fill('Segunda fotógrafa');
  await page.locator('input[type=file]').setInputFiles(await photo(Date.now() % 997, 'paula.png'));
  await expect(page.getByText('✅ Imagem enviada com sucesso!')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('✅ Membro adicionado com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('the star features a testimonial', async ({ signedIn: page }) => {
  const client = `Júlia ${unique()}`;
  const created = await page.request.post('/api/admin/testimonials', { data: { client_name: client, content: 'Fotos lindas!', rating: 5, is_featured: false } });
  expect(created.status()).toBe(201);
  await page.goto('/admin/testimonials');
  const star = page.getByRole('button', { name: `Destaque: ${client}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const id = ((await created.json()) as { id: string }).id;
  const saved = await page.request.get(`/api/admin/testimonials/${id}`);
  expect(((await saved.json()) as { is_featured: boolean }).is_featured).toBe(true);
});

test('a new testimonial starts at 5 stars and is saved with the spec\'s message', async ({ signedIn: page }) => {
  const client = `Rafael ${unique()}`;
  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: 'Novo depoimento' }).click();
  await expect(page.getByRole('combobox', { name: 'Avaliação' })).toContainText('5 estrelas');
  await page.getByRole('textbox', { name: 'Nome do cliente' }).fill(client);
  await page.getByRole('textbox', { name: 'Depoimento' }).fill('Atendimento impecável.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Depoimento criado com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: client })).toBeVisible();
});

const writtenContent =
  '<h2>Respire</h2><p>Chegue <strong>cedo</strong> e confie na sua equipe.</p>' +
  '<ul><li><p>Documentos</p></li><li><p>Alianças</p></li></ul>' +
  '<p><a href="https://www.exemplo.com.br/roteiro">https://www.exemplo.com.br/roteiro</a></p>' +
  '<img src="/media/exemplo.jpg" alt="Noivos na igreja">';
// The server's sanitizer keeps every tag and attribute of it and writes the image as a void element.
const savedContent = writtenContent.replace('alt="Noivos na igreja">', 'alt="Noivos na igreja" />');

test('a blog post is written in the editor as a draft, then published from the list badge', async ({ signedIn: page }) => {
  const title = `Dicas para o grande dia ${unique()}`;
  await page.goto('/admin/blog/new');
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Resumo' }).fill('Como aproveitar cada momento.');

  // Written as she would: typing, the toolbar, its keyboard shortcuts and the link and image dialogs.
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await editor.click();
  await page.keyboard.type('Respire');
  await page.getByRole('combobox', { name: 'Estilo do texto' }).selectOption('Título');
  await expect(editor.getByRole('heading', { level: 2, name: 'Respire' })).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Chegue ');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await expect(page.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('cedo');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' e confie na sua equipe.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Lista com marcadores' }).click();
  await page.keyboard.type('Documentos');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Alianças');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+k');
  const linkDialog = page.getByRole('dialog', { name: 'Inserir link' });
  await linkDialog.getByRole('textbox', { name: 'Endereço do link' }).fill('www.exemplo.com.br/roteiro');
  await linkDialog.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByRole('button', { name: 'Inserir imagem' }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Inserir imagem' });
  await imageDialog.getByRole('textbox', { name: 'Endereço da imagem' }).fill('/media/exemplo.jpg');
  await imageDialog.getByRole('textbox', { name: 'Descrição da imagem' }).fill('Noivos na igreja');
  await imageDialog.getByRole('button', { name: 'Inserir' }).click();
  await expect(editor.getByRole('img', { name: 'Noivos na igreja' })).toBeVisible();

  // The same value as HTML source.
  await page.getByRole('tab', { name: 'HTML' }).click();
  await expect(page.getByRole('textbox', { name: 'Código HTML' })).toHaveValue(writtenContent);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Post criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog$/);

  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: /Rascunho/ }).click();
  await expect(row.getByRole('button', { name: /Publicado/ })).toBeVisible();

  const found = await page.request.get('/api/admin/blog-posts?sort=["created_at","DESC"]&range=[0,9]');
  const post = (
    (await found.json()) as { id: string; title: string; content: string; is_published: boolean; published_at: string | null }[]
  ).find((p) => p.title === title);
  expect(post?.content).toBe(savedContent);
  expect(post?.is_published).toBe(true);
  // A publication date of today, set when the badge published it.
  expect(post?.published_at?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));

  // Opened again, the editor shows the saved post as formatted text.
  await page.goto(`/admin/blog/${post?.id}/edit`);
  const saved = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(saved.getByRole('heading', { level: 2, name: 'Respire' })).toBeVisible();
  await expect(saved.getByRole('listitem')).toHaveText(['Documentos', 'Alianças']);
  await expect(saved.getByRole('img', { name: 'Noivos na igreja' })).toBeVisible();
});

test('business info shows "Salvando..." and then "Salvo!"', async ({ signedIn: page }) => {
  await page.goto('/admin/business');
  const city = page.getByRole('textbox', { name: 'Cidade' });
  await expect(city).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Estado (UF)' }).fill('rj');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('button', { name: 'Salvo!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible({ timeout: 5_000 });
  const saved = await page.request.get('/api/admin/business-info/1');
  expect(((await saved.json()) as { state: string }).state).toBe('RJ');
  await page.getByRole('textbox', { name: 'Estado (UF)' }).fill('SP');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('button', { name: 'Salvo!' })).toBeVisible();
});

test('the gateway test asks for every Evolution API field first', async ({ signedIn: page }) => {
  await page.goto('/admin/settings');
  await expect(page.getByRole('textbox', { name: 'Título do site' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'URL da Evolution API' }).fill('');
  await page.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(page.getByText('⚠️ Preencha todos os campos da Evolution API primeiro')).toBeVisible();
});

test('the About page settings save with the spec\'s message and the team is its second tab', async ({ signedIn: page }) => {
  await page.goto('/admin/about-settings');
  await expect(page.getByRole('tab', { name: 'Configurações Gerais' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Título' }).first()).not.toHaveValue('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('✅ Configuracoes da pagina Sobre salvas com sucesso!')).toBeVisible();
  await page.getByRole('tab', { name: 'Gerenciar Equipe' }).click();
  await expect(page.getByRole('button', { name: 'Adicionar membro' })).toBeVisible();
});

test('the theme screen saves with a "Salvo!" flash', async ({ signedIn: page }) => {
  await page.goto('/admin/theme');
  await page.getByRole('button', { name: /Blue Ocean/ }).click();
  await expect(page.getByRole('textbox', { name: 'Cor primária', exact: true })).toHaveValue('#2563eb');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('button', { name: 'Salvo!' })).toBeVisible();
  const saved = await page.request.get('/api/admin/theme/1');
  expect(((await saved.json()) as { colors: { primary: string } }).colors.primary).toBe('#2563eb');
  // The flash lasts 2 seconds (admin-area §9).
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Restaurar Padrões' }).click();
  await expect(page.getByRole('textbox', { name: 'Cor primária', exact: true })).toHaveValue('#d97706');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('button', { name: 'Salvo!' })).toBeVisible({ timeout: 20_000 });
});
