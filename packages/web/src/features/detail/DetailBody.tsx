/**
 * The dialog's content: media (images or 3D) beside the brand, actions and texts on wide
 * screens, one column on phones; the accordions and related items below.
 */
import { Box, Typography } from '@mui/material';
import type { ModelDoc } from '../../api/models';
import { useText } from '../../api/texts';
import { useFileMeta } from '../../api/dataport';
import { useUrlParam } from '../../url';
import { ActionBar } from './actions/ActionBar';
import { BrandLine } from './BrandLine';
import { Chips } from './Chips';
import { Credits } from './Credits';
import { DocumentsAccordion } from './DocumentsAccordion';
import { MediaPanel } from './media/MediaPanel';
import { modelFileIds } from '../../cards/cardData';
import { slidesOf, viewableCad } from './modelData';
import { PimAccordions } from './pim/PimAccordions';
import { RelatedItems } from './RelatedItems';
import { SpecificationAccordion } from './SpecificationAccordion';
import { VideosAccordion } from './VideosAccordion';

export function DetailBody({ model }: { model: ModelDoc }) {
  const subtitle = useText(model, 'subtitle');
  const description = useText(model, 'description');
  const [ar] = useUrlParam('ar');
  const { meta } = useFileMeta(modelFileIds(model));
  const viewable = viewableCad(model.cads ?? [], meta);
  const kind = model.type === 'material' ? 'materials' : 'models';

  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <MediaPanel
          model={model}
          slides={slidesOf(model)}
          viewable={viewable}
          startIn3d={ar === '1'}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <BrandLine ownerId={model.owner_id} />
          {subtitle && (
            <Typography variant="subtitle1" color="text.secondary">
              {subtitle}
            </Typography>
          )}
          <ActionBar model={model} meta={meta} viewable={viewable} kind={kind} />
          <Chips model={model} kind={kind} />
          {description && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {description}
            </Typography>
          )}
          <Credits model={model} />
          <Box>
            <VideosAccordion references={model.references ?? []} />
            <SpecificationAccordion model={model} />
            <DocumentsAccordion documents={model.documents ?? []} meta={meta} />
            <PimAccordions model={model} />
          </Box>
        </Box>
      </Box>
      <RelatedItems model={model} kind={kind} />
    </Box>
  );
}
