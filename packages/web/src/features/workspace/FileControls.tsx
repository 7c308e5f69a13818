/**
 * Pieces both workspace editors use: an image's thumbnail (or a placeholder), and a button
 * that opens the file picker and hands over the file chosen.
 */
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Box, Button } from '@mui/material';
import { imagineUrl } from '../../api/client';

/** The image at `dataport` in a framed box of `size` px (wide: a banner's proportions). */
export function Thumb(props: {
  dataport: string | undefined;
  alt: string;
  size: number;
  wide?: boolean;
  testId?: string;
}) {
  const { dataport, alt, size, wide, testId } = props;
  const width = size;
  const height = wide ? Math.round(size / 2.5) : size;
  return (
    <Box
      sx={{
        width,
        height,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        bgcolor: 'grey.50',
      }}
    >
      {dataport ? (
        <img
          src={imagineUrl(dataport, {
            w: width * 2,
            h: height * 2,
            t: wide ? 'crop,webp' : 'fit,webp',
          })}
          alt={alt}
          width={width}
          height={height}
          style={{ objectFit: wide ? 'cover' : 'contain' }}
          data-testid={testId}
        />
      ) : (
        <ImageOutlined color="disabled" />
      )}
    </Box>
  );
}

/** A button that opens the file picker (`accept`); `onFile` gets the file chosen. */
export function FilePicker(props: {
  label: string;
  accept: string;
  disabled: boolean;
  testId: string;
  onFile: (file: File) => void;
  size?: 'small' | 'medium';
}) {
  return (
    <Button component="label" variant="outlined" size={props.size} disabled={props.disabled}>
      {props.label}
      <input
        hidden
        type="file"
        accept={props.accept}
        data-testid={props.testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) props.onFile(file);
        }}
      />
    </Button>
  );
}
