/** The images of an image folder, one under another, in a dialog. */
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../components/Image';

export default function ImageFolderDialog({
  title,
  images,
  onClose,
}: {
  title: string;
  images: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('brands');
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="image-folder-title">
      <DialogTitle id="image-folder-title" sx={{ pr: 6 }}>
        {title}
        <IconButton
          aria-label={t('catalog.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {images.map((dataport, i) => (
          <Box key={dataport} sx={{ bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
            <Image
              dataportId={dataport}
              size={{ w: 1280, h: 720 }}
              fit="fit"
              eager={i === 0}
              alt={`${title} ${i + 1}`}
              placeholder="folder"
            />
          </Box>
        ))}
      </DialogContent>
    </Dialog>
  );
}
