/** What shows where an image is missing: a quiet tile with the kind's icon (spec 01 s.3). */
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TextureIcon from '@mui/icons-material/Texture';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Box, type SxProps, type Theme } from '@mui/material';
import { mergeSx } from './sx';

export type PlaceholderKind = 'model' | 'material' | 'folder' | 'brand' | 'favorites';

const ICONS = {
  model: ViewInArOutlinedIcon,
  material: TextureIcon,
  folder: FolderOutlinedIcon,
  brand: StorefrontOutlinedIcon,
  favorites: FavoriteBorderIcon,
};

export function ImagePlaceholder({
  kind,
  label,
  sx,
}: {
  kind: PlaceholderKind;
  label: string;
  sx?: SxProps<Theme>;
}) {
  const Icon = ICONS[kind];
  return (
    <Box
      // A decorative image (empty alt) stays decorative as a placeholder.
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      sx={mergeSx(
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.100',
          color: 'grey.400',
        },
        sx,
      )}
    >
      <Icon sx={{ fontSize: 48 }} />
    </Box>
  );
}
