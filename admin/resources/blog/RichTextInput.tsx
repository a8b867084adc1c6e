import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormHelperText,
  FormLabel,
  IconButton,
  Tab,
  Tabs,
  TextField,
  Tooltip,
} from '@mui/material';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { EditorProps } from '@tiptap/pm/view';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { InputHelperText, useInput, type Validator } from 'react-admin';

// The post's content in a WYSIWYG editor (tiptap, loaded only with the post form). It writes only what the
// server's allowlist keeps (core/html.ts): paragraphs, h2/h3, bold, italic, lists, quotes, links, images.
// The HTML tab shows the same value as source, for the rare fix by hand; the server sanitizes either way.

const labels = {
  toolbar: 'Formatação',
  blockStyle: 'Estilo do texto',
  paragraph: 'Parágrafo',
  heading2: 'Título',
  heading3: 'Subtítulo',
  bold: 'Negrito',
  italic: 'Itálico',
  bulletList: 'Lista com marcadores',
  orderedList: 'Lista numerada',
  quote: 'Citação',
  link: 'Inserir link',
  image: 'Inserir imagem',
  undo: 'Desfazer',
  redo: 'Refazer',
  editorTab: 'Editor',
  htmlTab: 'HTML',
  htmlSource: 'Código HTML',
  htmlHelp: 'O HTML é limpo ao salvar: ficam parágrafos, títulos, listas, citações, links e imagens.',
  linkDialog: 'Inserir link',
  linkUrl: 'Endereço do link',
  linkUrlHelp: 'Ex.: https://www.exemplo.com.br, mailto:contato@exemplo.com ou tel:+5511999999999',
  linkInvalid: 'Use um endereço que comece com https://, mailto: ou tel:.',
  removeLink: 'Remover link',
  imageDialog: 'Inserir imagem',
  imageUrl: 'Endereço da imagem',
  imageUrlHelp: 'Ex.: https://www.exemplo.com.br/foto.jpg ou /media/...',
  imageInvalid: 'Use um endereço que comece com https:// ou /.',
  imageAlt: 'Descrição da imagem',
  imageAltHelp: 'Para quem não vê a foto e para o Google.',
  cancel: 'Cancelar',
  apply: 'Aplicar',
  insert: 'Inserir',
};

const shortcut = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

/**
 * The form's value: '' for an empty document, so that a required check sees no content, and without the
 * empty paragraph the editor keeps after a last image or list (so the cursor can always go below them).
 */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

/** A link as she may type it: "www.site.com" becomes https://; only web, e-mail and phone links are kept. */
function linkHref(raw: string): string | null {
  const value = raw.trim();
  if (/^(https?:\/\/|mailto:|tel:)\S+$/i.test(value)) return value;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return `https://${value}`;
  return null;
}

/** Images by web address or from the site's own media (`/media/...`), as the allowlist accepts them. */
function imageSrc(raw: string): string | null {
  const value = raw.trim();
  return /^(https?:\/\/\S+|\/(?!\/)\S*)$/i.test(value) ? value : null;
}

const extensions = [
  StarterKit.configure({
    // The page's h1 is the post's title; inside a post, headings are h2 and h3 (core/html.ts).
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    // Plain links: whether they open in a new tab is the site's decision, not each post's.
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
  }),
  Image.configure({ allowBase64: false }),
];

type Props = { source: string; label: string; validate?: Validator };

type OpenDialog = 'link' | 'image' | null;

export const RichTextInput = ({ source, label, validate }: Props) => {
  const { field, fieldState, formState, id } = useInput({ source, validate });
  const [tab, setTab] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const editorId = `${id}-editor`;
  const value = typeof field.value === 'string' ? field.value : '';
  // useEditor re-applies options that change identity on every render: keep these stable.
  const [initialContent] = useState(value);
  // The last value the editor and the form agreed on: only a different one comes from elsewhere.
  const synced = useRef(value);
  const editorProps = useMemo<EditorProps>(
    () => ({
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, id: editorId },
      // Ctrl+K (⌘K) asks for a link, as in most editors.
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return false;
        event.preventDefault();
        setDialog('link');
        return true;
      },
    }),
    [label, editorId],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => {
      synced.current = htmlOf(current);
      field.onChange(synced.current);
    },
    onBlur: () => field.onBlur(),
  });

  // A value set from elsewhere (the HTML tab, a reset) is shown in the editor without counting as an edit;
  // the editor's own changes come back equal and are left alone.
  useEffect(() => {
    // A replaced editor (the form remounting) is destroyed before its effects stop running.
    if (!editor || editor.isDestroyed || tab !== 0 || value === synced.current) return;
    synced.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, tab]);

  const showError = (fieldState.isTouched || formState.isSubmitted) && fieldState.invalid;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <FormLabel htmlFor={editorId} error={showError} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label={`${label}: modo de edição`}>
        <Tab label={labels.editorTab} />
        <Tab label={labels.htmlTab} />
      </Tabs>
      <Box hidden={tab !== 0} sx={{ pt: 1 }}>
        {editor && <Toolbar editor={editor} editorId={editorId} onDialog={setDialog} />}
        <Box
          sx={(theme) => ({
            border: 1,
            borderColor: showError ? 'error.main' : 'divider',
            borderRadius: 1,
            borderTopLeftRadius: 0,
            borderTopRightRadius: 0,
            '& .ProseMirror': {
              minHeight: 280,
              px: 2,
              py: 1,
              outline: 'none',
              fontSize: 16,
              lineHeight: 1.6,
              '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
              '& h2': { fontSize: 24, mt: 3, mb: 1 },
              '& h3': { fontSize: 20, mt: 2, mb: 1 },
              '& p': { my: 1 },
              '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, my: 2, pl: 2, color: 'text.secondary' },
              '& a': { color: 'primary.main' },
              '& img': { maxWidth: '100%', height: 'auto', display: 'block', my: 2 },
              '& img.ProseMirror-selectednode': { outline: `3px solid ${theme.palette.primary.main}` },
            },
          })}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <Box hidden={tab !== 1} sx={{ pt: 2 }}>
        <TextField
          label={labels.htmlSource}
          value={value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          multiline
          minRows={12}
          fullWidth
          helperText={labels.htmlHelp}
          sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 14 } }}
        />
      </Box>
      {editor && dialog === 'link' && <LinkDialog editor={editor} onClose={() => setDialog(null)} />}
      {editor && dialog === 'image' && <ImageDialog editor={editor} onClose={() => setDialog(null)} />}
      {showError && (
        <FormHelperText error>
          <InputHelperText error={fieldState.error?.message} />
        </FormHelperText>
      )}
    </Box>
  );
};

export default RichTextInput;

type ToolbarProps = { editor: Editor; editorId: string; onDialog: (dialog: OpenDialog) => void };

const Toolbar = ({ editor, editorId, onDialog }: ToolbarProps) => {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: e.isActive('heading', { level: 2 }) ? 'h2' : e.isActive('heading', { level: 3 }) ? 'h3' : 'p',
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  // Arrow keys move between the toolbar's controls (the ARIA toolbar pattern); Tab still reaches each.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), select')];
    const at = controls.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || (event.target as HTMLElement).tagName === 'SELECT') return;
    event.preventDefault();
    controls[(at + (event.key === 'ArrowRight' ? 1 : controls.length - 1)) % controls.length]?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={labels.toolbar}
      aria-controls={editorId}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        border: 1,
        borderBottom: 0,
        borderColor: 'divider',
        borderTopLeftRadius: 4,
        borderTopRightRadius: 4,
        bgcolor: 'action.hover',
      }}
    >
      <TextField
        select
        size="small"
        label={labels.blockStyle}
        value={state.block}
        onChange={(event) => {
          const next = event.target.value;
          if (next === 'p') chain().setParagraph().run();
          else chain().setHeading({ level: next === 'h2' ? 2 : 3 }).run();
        }}
        fullWidth={false}
        slotProps={{ select: { native: true } }}
        sx={{ width: 160, flex: 'none', mr: 0.5, bgcolor: 'background.paper' }}
      >
        <option value="p">{labels.paragraph}</option>
        <option value="h2">{labels.heading2}</option>
        <option value="h3">{labels.heading3}</option>
      </TextField>
      <ToolButton label={labels.bold} keys={`${shortcut}B`} active={state.bold} onClick={() => chain().toggleBold().run()} icon={<FormatBoldIcon />} />
      <ToolButton label={labels.italic} keys={`${shortcut}I`} active={state.italic} onClick={() => chain().toggleItalic().run()} icon={<FormatItalicIcon />} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={labels.bulletList} keys={`${shortcut}Shift+8`} active={state.bulletList} onClick={() => chain().toggleBulletList().run()} icon={<FormatListBulletedIcon />} />
      <ToolButton label={labels.orderedList} keys={`${shortcut}Shift+7`} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()} icon={<FormatListNumberedIcon />} />
      <ToolButton label={labels.quote} keys={`${shortcut}Shift+B`} active={state.quote} onClick={() => chain().toggleBlockquote().run()} icon={<FormatQuoteIcon />} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={labels.link} keys={`${shortcut}K`} active={state.link} onClick={() => onDialog('link')} icon={<LinkIcon />} />
      <ToolButton label={labels.image} onClick={() => onDialog('image')} icon={<ImageIcon />} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={labels.undo} keys={`${shortcut}Z`} disabled={!state.canUndo} onClick={() => chain().undo().run()} icon={<UndoIcon />} />
      <ToolButton label={labels.redo} keys={`${shortcut}Shift+Z`} disabled={!state.canRedo} onClick={() => chain().redo().run()} icon={<RedoIcon />} />
    </Box>
  );
};

type ToolButtonProps = { label: string; keys?: string; icon: ReactElement; onClick: () => void; active?: boolean; disabled?: boolean };

const ToolButton = ({ label, keys, icon, onClick, active, disabled }: ToolButtonProps) => (
  <Tooltip title={keys ? `${label} (${keys})` : label} describeChild>
    {/* The span lets the tooltip follow a disabled button (Undo with nothing to undo). */}
    <span>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // Keep the editor's selection: the click must not move focus before the command runs.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        color={active ? 'primary' : 'default'}
        sx={active ? { bgcolor: 'action.selected' } : undefined}
      >
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

const LinkDialog = ({ editor, onClose }: { editor: Editor; onClose: () => void }) => {
  const current = editor.getAttributes('link').href as string | undefined;
  const [href, setHref] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const url = linkHref(href);
    if (!url) return setError(labels.linkInvalid);
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the link's text.
      editor.chain().focus().insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rich-text-link-title">
      <DialogTitle id="rich-text-link-title">{labels.linkDialog}</DialogTitle>
      <DialogContent>
        <UrlField
          label={labels.linkUrl}
          value={href}
          onChange={(value) => {
            setHref(value);
            setError(null);
          }}
          onEnter={apply}
          helperText={error ?? labels.linkUrlHelp}
          error={Boolean(error)}
        />
      </DialogContent>
      <DialogActions>
        {current && (
          <Button
            color="error"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {labels.removeLink}
          </Button>
        )}
        <Button onClick={onClose}>{labels.cancel}</Button>
        <Button variant="contained" onClick={apply}>
          {labels.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The address field of the link and image dialogs, focused when the dialog opens. */
const UrlField = (props: { label: string; value: string; onChange: (value: string) => void; onEnter?: () => void; helperText: string; error: boolean }) => (
  <TextField
    autoFocus
    fullWidth
    margin="dense"
    label={props.label}
    value={props.value}
    onChange={(event) => props.onChange(event.target.value)}
    onKeyDown={(event) => {
      if (event.key === 'Enter' && props.onEnter) {
        event.preventDefault();
        props.onEnter();
      }
    }}
    error={props.error}
    helperText={props.helperText}
    slotProps={{ htmlInput: { inputMode: 'url' } }}
  />
);

const ImageDialog = ({ editor, onClose }: { editor: Editor; onClose: () => void }) => {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const insert = () => {
    const url = imageSrc(src);
    if (!url) return setError(labels.imageInvalid);
    editor.chain().focus().setImage({ src: url, alt: alt.trim() || undefined }).run();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rich-text-image-title">
      <DialogTitle id="rich-text-image-title">{labels.imageDialog}</DialogTitle>
      <DialogContent>
        <UrlField
          label={labels.imageUrl}
          value={src}
          onChange={(value) => {
            setSrc(value);
            setError(null);
          }}
          helperText={error ?? labels.imageUrlHelp}
          error={Boolean(error)}
        />
        <TextField
          fullWidth
          margin="dense"
          label={labels.imageAlt}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          helperText={labels.imageAltHelp}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.cancel}</Button>
        <Button variant="contained" onClick={insert}>
          {labels.insert}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
