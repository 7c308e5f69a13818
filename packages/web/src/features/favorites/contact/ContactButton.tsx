/**
 * Contact the brand (detail dialog, brand page): opens the contact form, through the login
 * dialog with the contact message for visitors (spec 02 s.2).
 */
import MailOutlined from '@mui/icons-material/MailOutlined';
import { IconButton } from '@mui/material';
import { LazyTooltip } from '../../../components/LazyTooltip';
import type { ContactTarget } from '../dialogs';
import { preloadDialogs, startContact } from '../start';

export function ContactButton({ target, label }: { target: ContactTarget; label: string }) {
  return (
    <LazyTooltip title={label}>
      <IconButton
        aria-label={label}
        onPointerEnter={preloadDialogs}
        onFocus={preloadDialogs}
        onClick={() => void startContact(target)}
      >
        <MailOutlined />
      </IconButton>
    </LazyTooltip>
  );
}
