import { Box, Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, Title } from 'react-admin';
import { ApiKeys } from './ApiKeys.tsx';
import { CodeBlock } from './CodeBlock.tsx';

// admin-area §2 "Webhook documentation": /admin/blog-api documents the post-creation endpoint and the blog
// webhook; /admin/contact-api the lead webhook (linked from the contacts screen). Secrets are
// placeholders (DESIGN decision 3); the keys themselves are managed on the blog page.

const origin = () => (typeof window === 'undefined' ? 'https://seu-site.com.br' : window.location.origin);

const FieldTable = ({ rows }: { rows: [string, string, string][] }) => (
  <Box sx={{ overflowX: 'auto', mb: 2 }}>
    <Table size="small">
      <TableHead>
        <TableRow><TableCell>Campo</TableCell><TableCell>Tipo</TableCell><TableCell>Descrição</TableCell></TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([field, type, description]) => (
          <TableRow key={field}>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{field}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{type}</TableCell>
            <TableCell>{description}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

const Page = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box sx={{ py: 2, maxWidth: 960 }}>
    <Title title={title} />
    <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
    {children}
  </Box>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" sx={{ mb: 3 }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>{title}</Typography>
      {children}
    </CardContent>
  </Card>
);

const signatureText = (
  <Typography variant="body2" sx={{ mb: 2 }}>
    Cada envio é assinado no padrão <Link href="https://www.standardwebhooks.com/" target="_blank" rel="noopener">Standard Webhooks</Link>: os
    cabeçalhos <code>webhook-id</code>, <code>webhook-timestamp</code> e <code>webhook-signature</code> permitem conferir, com o segredo de
    assinatura definido em <Link component={LinkBase} to="/settings">Configurações</Link>, que o envio veio do seu site. Envios que falham são
    repetidos automaticamente, e cada tentativa aparece no cartão do contato.
  </Typography>
);

export const BlogApiPage = () => {
  const base = origin();
  const curl = `curl -X POST ${base}/api/v1/blog-posts \\
  -H "Authorization: Bearer <sua-chave>" \\
  -H "Content-Type: application/json" \\
  -d '{
    "title": "Casamento na serra",
    "content": "<p>Um dia de neblina e muito amor.</p>",
    "excerpt": "Os bastidores de um casamento em Campos do Jordão.",
    "category": "Casamentos",
    "tags": ["serra", "inverno"],
    "featured_image_url": "https://exemplo.com/capa.jpg",
    "is_published": true
  }'`;
  const response = `{
  "success": true,
  "data": {
    "id": "3f0c1c9e-…",
    "title": "Casamento na serra",
    "slug": "casamento-na-serra",
    "is_published": true,
    "published_at": "2025-03-15T14:30:00.000Z"
  }
}`;
  const webhook = `{
  "event": "post_created",
  "id": "3f0c1c9e-…",
  "title": "Casamento na serra",
  "slug": "casamento-na-serra",
  "excerpt": "Os bastidores de um casamento em Campos do Jordão.",
  "author_name": "Luz & Afeto Fotografia",
  "published_at": "2025-03-15T14:30:00.000Z",
  "is_published": true,
  "is_featured": false,
  "featured_image": "${base}/media/…/1920.webp",
  "content": "<p>Um dia de neblina e muito amor.</p>",
  "read_time": 1,
  "created_at": "2025-03-15T14:30:00.000Z",
  "post_url": "${base}/blog/casamento-na-serra"
}`;
  return (
    <Page title="API do Blog">
      <ApiKeys />
      <Section title="Criar um post: POST /api/v1/blog-posts">
        <Typography variant="body2" sx={{ mb: 2 }}>
          Envie a chave no cabeçalho <code>Authorization: Bearer &lt;sua-chave&gt;</code> (ou <code>x-api-key: &lt;sua-chave&gt;</code>) com
          um corpo JSON. O slug é criado a partir do título, com um número no fim quando já existe. O HTML do conteúdo é limpo antes de ser salvo.
        </Typography>
        <FieldTable
          rows={[
            ['title', 'texto', 'Obrigatório. Título do post.'],
            ['content', 'texto (HTML)', 'Obrigatório. Conteúdo do post.'],
            ['excerpt', 'texto', 'Opcional. Resumo mostrado na lista do blog.'],
            ['category', 'texto', 'Opcional. Nome da categoria (criada se não existir).'],
            ['tags', 'lista de textos', 'Opcional. Palavras-chave do post.'],
            ['featured_image_url', 'URL', 'Opcional. Imagem de destaque.'],
            ['is_published', 'booleano', 'Opcional. true publica na hora; sem ele, o post fica como rascunho.'],
          ]}
        />
        <CodeBlock label="Exemplo com curl" code={curl} />
        <Typography variant="subtitle2" gutterBottom>Resposta (201)</Typography>
        <CodeBlock label="Resposta" code={response} />
      </Section>
      <Section title="Webhook do blog: post_created e post_updated">
        <Typography variant="body2" sx={{ mb: 2 }}>
          Quando um post é criado (<code>post_created</code>) ou atualizado (<code>post_updated</code>), o site envia um POST em JSON para o
          “Webhook do blog” definido em <Link component={LinkBase} to="/settings">Configurações</Link>.
        </Typography>
        {signatureText}
        <CodeBlock label="Corpo do webhook do blog" code={webhook} />
      </Section>
    </Page>
  );
};

export const ContactApiPage = () => {
  const base = origin();
  const payload = `{
  "event": "contact_created",
  "id": "8b6f2d7a-…",
  "leadNome": "Marina Souza",
  "leadEmail": "marina@exemplo.com",
  "leadTelefone": "(11) 98765-4321",
  "tipoEvento": "casamento",
  "dataCasamento": "2026-05-10",
  "localEvento": "Campinas - SP",
  "mensagem": "Queremos um orçamento para o nosso casamento.",
  "dataEnvio": "2025-03-15T14:30:00.000Z",
  "origem": "site",
  "fotografo": "Luz & Afeto Fotografia",
  "status": "new",
  "contact_url": "${base}/admin/contacts"
}`;
  const verify = `# Conferir a assinatura (Node.js, pacote "standardwebhooks")
import { Webhook } from 'standardwebhooks';
const wh = new Webhook('<seu-segredo-de-webhook>');
const evento = wh.verify(corpoRecebido, {
  'webhook-id': req.headers['webhook-id'],
  'webhook-timestamp': req.headers['webhook-timestamp'],
  'webhook-signature': req.headers['webhook-signature'],
});`;
  const form = `curl -X POST ${base}/api/leads \\
  -H "Content-Type: application/json" \\
  -d '{"name":"Marina Souza","email":"marina@exemplo.com","phone":"(11) 98765-4321",
       "event_type":"casamento","event_date":"2026-05-10","location":"Campinas - SP",
       "message":"Queremos um orçamento."}'`;
  return (
    <Page title="API de Contatos">
      <Section title="Webhook de novos contatos: contact_created">
        <Typography variant="body2" sx={{ mb: 2 }}>
          A cada contato enviado pelo formulário do site, um POST em JSON vai para o “Webhook de novos contatos” definido em{' '}
          <Link component={LinkBase} to="/settings">Configurações</Link>. Use-o para levar o contato ao seu CRM, planilha ou automação.
        </Typography>
        {signatureText}
        <FieldTable
          rows={[
            ['event', 'texto', 'Sempre "contact_created".'],
            ['id', 'UUID', 'Identificador do contato.'],
            ['leadNome', 'texto', 'Nome de quem enviou.'],
            ['leadEmail', 'texto', 'E-mail.'],
            ['leadTelefone', 'texto', 'Telefone/WhatsApp.'],
            ['tipoEvento', 'texto', 'Tipo de evento; "Não especificado" quando ausente.'],
            ['dataCasamento', 'data (AAAA-MM-DD)', 'Data do evento.'],
            ['localEvento', 'texto', 'Local do evento.'],
            ['mensagem', 'texto', 'Mensagem.'],
            ['dataEnvio', 'data e hora (ISO)', 'Quando o contato foi recebido.'],
            ['origem', 'texto', 'De onde veio o contato.'],
            ['fotografo', 'texto', 'Nome do estúdio.'],
            ['status', 'texto', 'Sempre "new".'],
            ['contact_url', 'URL', 'Onde ver o contato no painel.'],
          ]}
        />
        <CodeBlock label="Corpo do webhook de contatos" code={payload} />
        <CodeBlock label="Conferir a assinatura" code={verify} />
      </Section>
      <Section title="Enviar um contato: POST /api/leads">
        <Typography variant="body2" sx={{ mb: 2 }}>
          O mesmo endereço que o formulário do site usa. Responde 201 com o id do contato, ou 400 com a mensagem de cada campo.
        </Typography>
        <CodeBlock label="Exemplo com curl" code={form} />
      </Section>
    </Page>
  );
};
