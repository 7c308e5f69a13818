/**
 * The contact form (spec 02 s.2, s.4, s.5): the sender shows the user's e-mail (disabled),
 * the subject defaults to the model's title, the mail's body is the message and a link to
 * the model. Send is disabled while sending or while subject or message is empty. The form
 * names the brand and the address the mail goes to, and that the sender gets a copy.
 * Success closes the form with 'E-Mail successfully sent.' (5 s) when the mail server took
 * the mail, or says it is queued (until closed) while it waits in the outbox; a failure stays
 * in the form and says why (the server's reason, e.g. the rate limit).
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwner } from '../../../api/owners';
import { useDataLanguages } from '../../../api/texts';
import { brandView } from '../../../cards/brandView';
import { sendContactMail } from '../../../api/users';
import { errorDetailOf, loadErrorTexts, plainReason } from '../../../components/errorMessage';
import { reportError } from '../../../report';
import { useSession } from '../../../session';
import { closeDialog, type ContactTarget } from '../dialogs';
import { CONTACT_SENT_MS, showNotice } from '../notice';
import { contactBody } from './contactBody';
import { trackEvent } from '../../../statistics';

export function ContactDialog({ target }: { target: ContactTarget }) {
  const { t } = useTranslation('favorites');
  const session = useSession();
  const languages = useDataLanguages();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [subject, setSubject] = useState(target.subject);
  const [message, setMessage] = useState('');
  const email = session.status === 'loggedIn' ? (session.user?.email ?? '') : '';
  const owner = useOwner(target.ownerId).data;
  const brand = owner ? brandView(owner, languages) : null;
  const brandEmail = brand?.socials
    .find((link) => link.kind === 'email')
    ?.href.replace(/^mailto:/i, '');
  const recipient = brand ? (brandEmail ? `${brand.name} <${brandEmail}>` : brand.name) : '';
  // Not through the app's error toast: the form stays open and says what went wrong in it.
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const answer = await sendContactMail({
        subject: subject.trim(),
        body: contactBody(message, target.link, t('contact.linkLabel')),
        owner_id: target.ownerId,
        favourite_languages: languages,
      });
      closeDialog();
      trackEvent({ action: 'contact_mail', itemId: '', brandId: target.ownerId });
      if (answer.state === 'sent')
        showNotice(t('contact.sent'), 'success', { durationMs: CONTACT_SENT_MS });
      // Queued: a longer message the visitor should not miss, so it stays until closed.
      else
        showNotice(t('contact.queued', { brand: answer.recipient.name }), 'info', {
          closeable: true,
        });
    } catch (error) {
      reportError(error, `Contact mail failed: ${errorDetailOf(error)}`);
      await loadErrorTexts();
      setFailure(plainReason(error, t));
    } finally {
      setSending(false);
    }
  };
  const ready = subject.trim() !== '' && message.trim() !== '' && !sending;

  return (
    <Dialog
      open
      onClose={closeDialog}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="contact-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void send();
        }}
        style={{ display: 'contents' }}
      >
        <DialogTitle id="contact-title">{t('contact.title')}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label={t('contact.recipient')}
            value={recipient}
            disabled
          />
          <TextField
            fullWidth
            margin="dense"
            label={t('contact.sender')}
            value={email}
            disabled
            helperText={t('contact.copyNote')}
          />
          <TextField
            fullWidth
            required
            margin="dense"
            label={t('contact.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            minRows={phone ? 8 : 6}
            margin="dense"
            label={t('contact.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }} role="alert">
              {t('contact.failed', { reason: failure })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={closeDialog}>{t('contact.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {t('contact.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
