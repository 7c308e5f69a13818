/** One product-information category as an accordion: photos as a grid, the rest as rows. */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { PimItem } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { PimContactCard } from './PimContactCard';
import { PimFileRow, PimLinkRow, PimPhotoGrid, PimTextBlock } from './PimRows';

interface Props {
  category: string;
  items: readonly PimItem[];
}

export function PimCategory({ category, items }: Props) {
  const { t } = useTranslation('pim');
  const photos = items.filter((i) => i.contentType === 'image' && i.uri);
  const rest = items.filter((i) => !photos.includes(i));
  return (
    <Accordion disableGutters variant="outlined" data-testid={`pim-${category}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`categories.${category}`, { defaultValue: category.replace(/_/g, ' ') })} (
          {items.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 0 }}>
        {photos.length > 0 && <PimPhotoGrid items={photos} />}
        {rest.map((item, i) => (
          <Box key={`${item.name}-${i}`}>{row(item)}</Box>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}

function row(item: PimItem) {
  if (item.contentType === 'contact' && item.data?.contact)
    return <PimContactCard contact={item.data.contact} />;
  if (item.contentType === 'text') return <PimTextBlock item={item} />;
  if (item.contentType === 'link' && item.uri) return <PimLinkRow item={item} />;
  if (item.uri) return <PimFileRow item={item} />;
  return <PimTextBlock item={item} />;
}
