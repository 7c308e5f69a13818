/**
 * A card's preview at the card size (300x200, twice that for dense screens), lazy below the
 * fold, with a placeholder icon when the item has no image or the image fails to load.
 */
import { Box } from '@mui/material';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import TextureOutlined from '@mui/icons-material/TextureOutlined';
import { useState } from 'react';
import { imagineUrl } from '../../../api/client';

const W = 300;
const H = 200;

interface Props {
  dataport: string | undefined;
  kind: 'models' | 'materials';
  alt: string;
  /** The first cards are the page's largest paint: load them at once. */
  eager?: boolean;
}

export function CardImage({ dataport, kind, alt, eager }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const Placeholder = kind === 'materials' ? TextureOutlined : ViewInArOutlined;
  const broken = !dataport || failed === dataport;
  return (
    <Box
      sx={{
        height: '100%',
        bgcolor: 'grey.100',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {broken ? (
        <Placeholder sx={{ fontSize: 48, color: 'grey.400' }} aria-hidden />
      ) : (
        <Box
          component="img"
          src={imagineUrl(dataport, { w: W, h: H })}
          srcSet={`${imagineUrl(dataport, { w: W, h: H })} 1x, ${imagineUrl(dataport, { w: 2 * W, h: 2 * H })} 2x`}
          alt={alt}
          width={W}
          height={H}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(dataport)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
