/** The messages the user sent to brands, newest first, each with its mail's state. */
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEnquiries } from '../../api/account';
import { Section } from './Section';

const STATE_COLOR = { sent: 'success', queued: 'warning', removed: 'default' } as const;

export function EnquiriesSection() {
  const { t, i18n } = useTranslation('account');
  const { data, isPending } = useEnquiries(true);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <Section id="account-enquiries" title={t('enquiries.title')}>
      {isPending ? (
        <LinearProgress aria-busy="true" />
      ) : !data || data.length === 0 ? (
        <Typography color="text.secondary">{t('enquiries.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((enquiry) => (
            <Accordion key={enquiry.id} component="li" variant="outlined" disableGutters>
              <AccordionSummary expandIcon={<ExpandMore />}>
                <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.5}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                      {enquiry.subject}
                    </Typography>
                    <Chip
                      size="small"
                      label={t(`enquiries.state.${enquiry.state}`)}
                      color={STATE_COLOR[enquiry.state]}
                      variant={enquiry.state === 'queued' ? 'filled' : 'outlined'}
                    />
                  </Stack>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ wordBreak: 'break-word' }}
                  >
                    {t('enquiries.to', { brand: enquiry.brand_name, recipient: enquiry.recipient })}
                    {' · '}
                    {date(enquiry.sent_at)}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <Typography
                  component="pre"
                  variant="body2"
                  sx={{
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                    fontFamily: 'inherit',
                    m: 0,
                  }}
                >
                  {enquiry.body}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Stack>
      )}
    </Section>
  );
}
