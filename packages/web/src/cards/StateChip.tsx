/**
 * The badge of an item that is not public, with a hint saying who sees it (StateBadge.tsx
 * loads it, only when such an item shows).
 */
import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MARKED, type Marked } from './stateMarks';

export default function StateChip({ state, compact }: { state: Marked; compact: boolean }) {
  const { t } = useTranslation('browse');
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
