/**
 * One part of the brand overview: a heading with 'See more' on desktop, an accordion on a
 * phone (spec 02 s.2 "The phone layout uses accordions").
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
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
      <Accordion
        defaultExpanded={defaultExpanded}
        disableGutters
        data-section={id}
        // The accordion's own heading is the section heading (h2 below the brand's h1).
        slots={{ heading: 'h2' }}
        slotProps={{ transition: { unmountOnExit: true }, heading: { style: { margin: 0 } } }}
        sx={{ '&::before': { display: 'none' }, borderBottom: 1, borderColor: 'divider' }}
        elevation={0}
      >
        <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: 0 }}>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0, pt: 0 }}>
          {children}
          {more && <Box sx={{ textAlign: 'right', mt: 1 }}>{more}</Box>}
        </AccordionDetails>
      </Accordion>
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
