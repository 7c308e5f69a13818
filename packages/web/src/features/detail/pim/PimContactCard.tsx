/** A contact person of product information: photo, name, e-mail, phone and website links. */
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { Avatar, Box, Link, Typography } from '@mui/material';
import type { PimContact } from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { webLink } from './article';

function Line({
  icon,
  href,
  label,
  children,
}: {
  icon: ReactNode;
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {icon}
      <Link href={href} aria-label={label} sx={{ overflowWrap: 'anywhere' }} variant="body2">
        {children}
      </Link>
    </Box>
  );
}

export function PimContactCard({ contact }: { contact: PimContact }) {
  const { t } = useTranslation('pim');
  const small = { fontSize: 'small', color: 'action' } as const;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 1 }} data-testid="pim-contact">
      <Avatar
        src={contact.photo}
        alt={contact.photo ? t('photoOf', { name: contact.name }) : undefined}
        sx={{ width: 56, height: 56 }}
      >
        {contact.name.slice(0, 1)}
      </Avatar>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {contact.name}
        </Typography>
        {contact.email && (
          <Line
            icon={<EmailOutlined {...small} />}
            href={`mailto:${contact.email}`}
            label={t('email', { address: contact.email })}
          >
            {contact.email}
          </Line>
        )}
        {contact.phone && (
          <Line
            icon={<PhoneOutlined {...small} />}
            href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
            label={t('phone', { number: contact.phone })}
          >
            {contact.phone}
          </Line>
        )}
        {contact.web && (
          <Line
            icon={<LanguageIcon {...small} />}
            href={webLink(contact.web)}
            label={t('web', { address: contact.web })}
          >
            {contact.web.replace(/^https?:\/\//, '')}
          </Line>
        )}
      </Box>
    </Box>
  );
}
