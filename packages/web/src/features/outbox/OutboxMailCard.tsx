/** One mail of the outbox: its kind, state, addressee, dates, last failure, links and actions. */
import ContentCopy from '@mui/icons-material/ContentCopy';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { OutboxMail } from '@vitrine/contracts';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  IconButton,
  Link,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMail, useResendMail } from '../../api/outbox';
import { DeleteMailDialog } from './DeleteMailDialog';

const KINDS = [
  'verify',
  'exists',
  'reset',
  'email_change',
  'email_changed',
  'contact',
  'contact_copy',
  'admission',
] as const;

export function OutboxMailCard({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation('outbox');
  const resend = useResendMail();
  const remove = useDeleteMail();
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const kind = (KINDS as readonly string[]).includes(mail.kind) ? mail.kind : 'other';
  const copy = (link: string) => {
    void navigator.clipboard?.writeText(link).then(() => {
      setCopied(link);
      setTimeout(() => setCopied(null), 1500);
    });
  };
  const headingId = `mail-${mail.id}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId}>
      {/* A gap, not margins: the date wraps under the title on phones without an indent. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={t(`state.${mail.state}`)}
          color={mail.state === 'sent' ? 'success' : 'warning'}
          variant={mail.state === 'sent' ? 'outlined' : 'filled'}
        />
        <Typography component="h2" id={headingId} sx={{ fontWeight: 600, flex: 1, minWidth: 180 }}>
          {t(`kind.${kind}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {mail.sent_at
            ? t('sentAt', { date: date(mail.sent_at) })
            : t('created', { date: date(mail.created_at) })}
        </Typography>
      </Stack>
      <Typography sx={{ mt: 1, wordBreak: 'break-word' }}>
        {t('to', { recipient: mail.recipient })}
      </Typography>
      <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        {mail.subject}
      </Typography>
      {mail.state === 'queued' && mail.last_error && (
        <Typography variant="body2" color="error" sx={{ mt: 1, wordBreak: 'break-word' }}>
          {t('lastError', { error: mail.last_error })}
          {mail.next_try_at ? ` ${t('nextTry', { date: date(mail.next_try_at) })}` : ''}
        </Typography>
      )}
      {mail.links.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('links')}
          </Typography>
          {mail.links.map((link) => (
            <Stack key={link} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Link href={link} variant="body2" sx={{ wordBreak: 'break-all' }}>
                {link}
              </Link>
              <Tooltip title={copied === link ? t('copied') : t('copy')}>
                <IconButton size="small" aria-label={t('copy')} onClick={() => copy(link)}>
                  <ContentCopy fontSize="inherit" />
                </IconButton>
              </Tooltip>
            </Stack>
          ))}
        </Box>
      )}
      <Accordion disableGutters elevation={0} sx={{ mt: 1, '&::before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: 0, minHeight: 0 }}>
          <Typography variant="body2">{t('showText')}</Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0 }}>
          <Typography
            variant="body2"
            component="pre"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}
          >
            {mail.text}
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button disabled={resend.isPending} onClick={() => resend.mutate(mail.id)}>
          {t('resend')}
        </Button>
        <Button color="error" disabled={remove.isPending} onClick={() => setAsking(true)}>
          {t('delete')}
        </Button>
      </Stack>
      {asking && (
        <DeleteMailDialog
          recipient={mail.recipient}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            remove.mutate(mail.id);
          }}
        />
      )}
    </Paper>
  );
}
