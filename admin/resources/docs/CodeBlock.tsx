import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';

/** An example to copy. Examples carry placeholders only, never a real secret (DESIGN decision 3). */
export const CodeBlock = ({ code, label }: { code: string; label: string }) => {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Without clipboard permission the text can still be selected by hand.
    }
  };
  return (
    <Box sx={{ position: 'relative', mb: 2 }}>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={label}
        sx={{ m: 0, p: 2, pr: 6, bgcolor: 'grey.900', color: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 13, lineHeight: 1.5 }}
      >
        <code>{code}</code>
      </Box>
      <Tooltip title={copied ? 'Copiado!' : 'Copiar'}>
        <IconButton onClick={() => void copy()} aria-label={`Copiar: ${label}`} size="small" sx={{ position: 'absolute', top: 6, right: 6, color: 'grey.100' }}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
