/** Download of exactly the shown variant, in the allowed formats cadify can write. */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { cadifyDownloadUrl } from '../src/downloads/urls';
import type { Texts } from './texts';

interface Props {
  variantId: string | null;
  formats: string[];
  texts: Texts;
}

export function DownloadPanel({ variantId, formats, texts }: Props) {
  const [format, setFormat] = useState<string>('');
  const chosen = formats.includes(format) ? format : (formats[0] ?? '');
  if (formats.length === 0) return null;
  return (
    <Box component="section" sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {texts.download}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          select
          size="small"
          label={texts.format}
          value={chosen}
          onChange={(e) => setFormat(e.target.value)}
          sx={{ minWidth: 110 }}
        >
          {formats.map((f) => (
            <MenuItem key={f} value={f}>
              {f.toUpperCase()}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!variantId}
          href={variantId ? cadifyDownloadUrl(variantId, chosen) : ''}
        >
          {texts.downloadButton}
        </Button>
      </Box>
    </Box>
  );
}
