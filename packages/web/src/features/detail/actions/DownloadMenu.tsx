/**
 * The download menu: per format the file and its size (spec 02 s.9 units), generated formats
 * marked as converted, '| 2D' for drawings; for a material, its package and maps. Links are
 * plain attachments (cd=attachment), so the browser downloads them.
 */
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Button, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import type { DataportEntry } from '@vitrine/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataportService } from '../../../api/dataport';
import type { ModelDoc } from '../../../api/models';
import { allowedFormats } from '../../../downloads/allowed';
import { cadDownloads } from '../../../downloads/cadDownloads';
import { formatLabel } from '../../../downloads/formats';
import { materialDownloads } from '../../../downloads/materialDownloads';
import { formatSize } from '../../../downloads/size';
import { cadDownloadUrl, materialDownloadUrl } from '../../../downloads/urls';

interface Props {
  model: ModelDoc;
  meta: Readonly<Record<string, DataportEntry | undefined>>;
  kind: 'models' | 'materials';
}

interface Entry {
  key: string;
  href: string;
  label: string;
  detail: string;
  testId: string;
}

export function DownloadMenu({ model, meta, kind }: Props) {
  const { t, i18n } = useTranslation('detail');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const service = useDataportService();
  const allowed = allowedFormats();
  const size = (bytes: number | undefined) =>
    bytes === undefined ? '' : formatSize(bytes, i18n.language);

  const entries: Entry[] =
    kind === 'materials'
      ? materialDownloads({
          materials: model.materials ?? [],
          meta,
          allowed: allowed.material,
        }).map((item) => ({
          key: `${item.kind}:${item.dataport}`,
          href: materialDownloadUrl(item),
          label: `${t(`maps.${item.kind}`, item.kind)} (${item.format.toUpperCase()})`,
          detail: size(item.size),
          testId: `download-${item.kind}`,
        }))
      : cadDownloads({
          cads: model.cads ?? [],
          meta,
          writable: service.data?.filetypes.references.cadify,
          allowed: allowed.cad,
        }).map((item) => ({
          key: `${item.format}:${item.dataport}:${item.isGenerated}`,
          href: cadDownloadUrl(item),
          label: formatLabel(item.format, item.is2d),
          detail: item.isGenerated
            ? t('download.converted', { format: item.generatedFrom?.toUpperCase() })
            : size(item.size),
          testId: `download-${item.format}`,
        }));

  return (
    <>
      <Button
        variant="contained"
        startIcon={<DownloadOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={entries.length === 0}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        data-testid="detail-download"
      >
        {t('actions.download')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 240, maxHeight: 420 } } }}
      >
        {entries.map((entry) => (
          <MenuItem
            key={entry.key}
            component="a"
            href={entry.href}
            download
            onClick={() => setAnchor(null)}
            data-testid={entry.testId}
            sx={{ gap: 3 }}
          >
            <ListItemText
              primary={entry.label}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
            <Typography variant="caption" color="text.secondary">
              {entry.detail}
            </Typography>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
