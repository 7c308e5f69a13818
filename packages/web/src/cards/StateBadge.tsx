/**
 * The mark of an item that is not public (docs/API.md "Who sees which items"): only its
 * brand's editors see such items, in the draft view, and they must not mistake one for
 * what visitors see. A draft gets a red 'Draft' badge; a suppressed item (never in lists,
 * opened by direct link or from favourites) 'Hidden'. Public items show nothing.
 */
import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const MARKED = {
  draft: 'error',
  suppressed: 'default',
  draft_and_suppressed: 'error',
} as const;

type Marked = keyof typeof MARKED;
const isMarked = (state: string | undefined): state is Marked => !!state && state in MARKED;

export function StateBadge({ state, compact = false }: { state?: string; compact?: boolean }) {
  const { t } = useTranslation('browse');
  if (!isMarked(state)) return null;
  return (
    <Tooltip title={t(`card.stateHint.${state}`)}>
      <Chip
        label={t(`card.state.${state}`)}
        color={MARKED[state]}
        size="small"
        data-testid="state-badge"
        sx={{
          fontWeight: 700,
          flexShrink: 0,
          ...(state === 'suppressed' && { bgcolor: 'grey.800', color: 'common.white' }),
          ...(compact && { height: 20, fontSize: 11, '& .MuiChip-label': { px: 0.75 } }),
        }}
      />
    </Tooltip>
  );
}
