/**
 * Rows of product information: a file (thumbnail, name, size; opens in the browser, with a
 * download button), a grid of photos, a text, an outside link.
 */
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, IconButton, Link, Typography } from '@mui/material';
import type { PimItem } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../../downloads/size';
import { withQuery } from './article';

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  p: 1,
  borderRadius: 1,
  '&:hover': { bgcolor: 'action.hover' },
} as const;

function Thumbnail({ uri }: { uri: string | undefined }) {
  return (
    <Box
      sx={{
        width: 64,
        aspectRatio: '4 / 3',
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.paper',
      }}
    >
      {uri ? (
        <Box
          component="img"
          src={uri}
          alt=""
          loading="lazy"
          width={64}
          height={48}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <DescriptionOutlined color="action" />
      )}
    </Box>
  );
}

export function PimFileRow({ item }: { item: PimItem }) {
  const { t, i18n } = useTranslation('pim');
  const uri = item.uri!;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Link
        href={withQuery(uri, 'cd', 'inline')}
        target="_blank"
        rel="noopener"
        underline="none"
        color="inherit"
        sx={{ ...rowSx, flex: 1, minWidth: 0 }}
      >
        <Thumbnail uri={item.thumbnailUri} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.name}
          </Typography>
          {item.size !== undefined && (
            <Typography variant="caption" color="text.secondary">
              {formatSize(item.size, i18n.language)}
            </Typography>
          )}
        </Box>
      </Link>
      <IconButton
        href={withQuery(uri, 'cd', 'attachment')}
        download
        aria-label={t('download', { name: item.name })}
        data-testid="pim-download"
      >
        <DownloadIcon />
      </IconButton>
    </Box>
  );
}

export function PimPhotoGrid({ items }: { items: readonly PimItem[] }) {
  const { t } = useTranslation('pim');
  return (
    <Box
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}
    >
      {items.map((item, i) => (
        <Link
          key={`${item.uri}-${i}`}
          href={withQuery(item.uri!, 'cd', 'inline')}
          target="_blank"
          rel="noopener"
          title={item.name}
          aria-label={t('photo', { name: item.name })}
          sx={{
            display: 'block',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <Box
            component="img"
            src={item.thumbnailUri ?? item.uri}
            alt=""
            loading="lazy"
            width={160}
            height={120}
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
            }}
          />
        </Link>
      ))}
    </Box>
  );
}

export function PimTextBlock({ item }: { item: PimItem }) {
  return (
    <Box sx={{ px: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {item.name}
      </Typography>
      {item.data?.text && item.data.text !== item.name && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
          {item.data.text}
        </Typography>
      )}
    </Box>
  );
}

export function PimLinkRow({ item }: { item: PimItem }) {
  return (
    <Link href={item.uri} target="_blank" rel="noopener noreferrer" sx={{ ...rowSx, p: 1 }}>
      <OpenInNewIcon fontSize="small" />
      <Typography variant="body2">{item.name}</Typography>
    </Link>
  );
}
