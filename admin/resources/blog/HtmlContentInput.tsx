import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput, useInput, type Validator } from 'react-admin';

// The post's content as HTML (admin-area §2). ra-input-rich-text 5.15.3 does not build here: its tiptap
// extensions expect a newer @tiptap/core than the one installed (missing export isValidCSSStyleValue),
// so the content is written in a plain HTML text area with a preview. The server sanitizes it on save.

const SNIPPETS: { label: string; open: string; close: string }[] = [
  { label: 'Título', open: '<h2>', close: '</h2>' },
  { label: 'Parágrafo', open: '<p>', close: '</p>' },
  { label: 'Negrito', open: '<strong>', close: '</strong>' },
  { label: 'Itálico', open: '<em>', close: '</em>' },
  { label: 'Lista', open: '<ul>\n  <li>', close: '</li>\n</ul>' },
  { label: 'Link', open: '<a href="https://">', close: '</a>' },
];

export const HtmlContentInput = ({ source, validate }: { source: string; validate?: Validator }) => {
  const [tab, setTab] = useState(0);
  const { field } = useInput({ source });
  const html = typeof field.value === 'string' ? field.value : '';

  const wrap = (open: string, close: string) => {
    const area = document.getElementById(`${source}-html`) as HTMLTextAreaElement | null;
    const start = area?.selectionStart ?? html.length;
    const end = area?.selectionEnd ?? html.length;
    field.onChange(html.slice(0, start) + open + html.slice(start, end) + close + html.slice(end));
    requestAnimationFrame(() => area?.focus());
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Conteúdo do post">
        <Tab label="Escrever (HTML)" />
        <Tab label="Pré-visualizar" />
      </Tabs>
      <Box hidden={tab !== 0} sx={{ pt: 1 }}>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 1 }} role="toolbar" aria-label="Formatação">
          {SNIPPETS.map((snippet) => (
            <Box
              key={snippet.label}
              component="button"
              type="button"
              onClick={() => wrap(snippet.open, snippet.close)}
              sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper', borderRadius: 1, px: 1, py: 0.25, cursor: 'pointer', font: 'inherit', fontSize: 13 }}
            >
              {snippet.label}
            </Box>
          ))}
        </Box>
        <TextInput
          source={source}
          validate={validate}
          multiline
          minRows={12}
          fullWidth
          id={`${source}-html`}
          label="Conteúdo"
          helperText="HTML simples: parágrafos, títulos, listas, links e imagens."
          sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 14 } }}
        />
      </Box>
      <Box hidden={tab !== 1} sx={{ pt: 2 }}>
        {html.trim() ? (
          // Preview only of what she typed, inside her own admin; the server sanitizes before anything is public.
          <Box sx={{ '& img': { maxWidth: '100%' }, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Typography color="text.secondary">Nada para mostrar ainda.</Typography>
        )}
      </Box>
    </Box>
  );
};
