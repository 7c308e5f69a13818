/**
 * One part of the brand overview: a heading with 'See more' on desktop, an accordion on a
 * phone (spec 02 s.2 "The phone layout uses accordions"). The accordion is the WAI-ARIA
 * pattern written out (a heading holding a button that expands its region), not MUI's
 * Accordion, whose transitions would cost a brand page's first load 6.5 KB.
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface OverviewSectionProps {
  id: string;
  title: string;
  phone: boolean;
  /** The tab 'See more' leads to, when the section has more than it shows. */
  seeMore?: string;
  defaultExpanded?: boolean;
  children: ReactNode;
}

export function OverviewSection({
  id,
  title,
  phone,
  seeMore,
  defaultExpanded = false,
  children,
}: OverviewSectionProps) {
  const { t } = useTranslation('brands');
  const headingId = useId();
  const more = seeMore && (
    <Button component={Link} to={seeMore} size="small" data-testid="see-more">
      {t('carousel.seeMore')}
    </Button>
  );

  if (phone)
    return (
      <PhoneSection
        id={id}
        title={title}
        defaultExpanded={defaultExpanded}
        more={more && <Box sx={{ textAlign: 'right', mt: 1 }}>{more}</Box>}
      >
        {children}
      </PhoneSection>
    );

  return (
    <Box component="section" aria-labelledby={headingId} data-section={id} sx={{ mb: 5 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {more}
      </Box>
      {children}
    </Box>
  );
}

/** A section folded on a phone: its heading's button shows and hides the content below. */
function PhoneSection({
  id,
  title,
  defaultExpanded,
  more,
  children,
}: {
  id: string;
  title: string;
  defaultExpanded: boolean;
  more: ReactNode;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const regionId = useId();
  return (
    <Box data-section={id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, m: 0 }}>
        <ButtonBase
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={() => setExpanded(!expanded)}
          sx={{
            width: '100%',
            minHeight: 48,
            justifyContent: 'space-between',
            font: 'inherit',
            textAlign: 'left',
          }}
        >
          {title}
          <ExpandMore
            aria-hidden
            sx={{
              color: 'action.active',
              transition: 'transform 150ms',
              transform: expanded ? 'rotate(180deg)' : 'none',
            }}
          />
        </ButtonBase>
      </Typography>
      <Box id={regionId} role="region" aria-label={title} hidden={!expanded} sx={{ pb: 2 }}>
        {expanded && children}
        {expanded && more}
      </Box>
    </Box>
  );
}
