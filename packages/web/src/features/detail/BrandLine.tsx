/** The brand's logo and name, linking to its page /brands/{ownerId}. */
import { Box, Link, Skeleton } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useItem } from '../../api/models';
import { textOf, useDataLanguages } from '../../api/texts';
import { Image } from '../../components/Image';

export function BrandLine({ ownerId }: { ownerId: string | undefined }) {
  const languages = useDataLanguages();
  const owner = useItem('owners', ownerId, languages);
  if (!ownerId) return null;
  if (owner === undefined) return <Skeleton width={180} height={40} />;
  const name = textOf(owner, 'name', languages) ?? ownerId;
  const logo = owner?.images?.find((i) => i.category === 'logo')?.dataport;
  return (
    <Link
      component={RouterLink}
      to={`/brands/${encodeURIComponent(ownerId)}`}
      underline="hover"
      color="inherit"
      data-testid="detail-brand"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, alignSelf: 'flex-start' }}
    >
      {logo && (
        <Box sx={{ width: 40, flexShrink: 0 }}>
          <Image
            dataportId={logo}
            alt=""
            size={{ w: 80, h: 80 }}
            fit="fit"
            placeholder="brand"
            eager
          />
        </Box>
      )}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {name}
      </Box>
    </Link>
  );
}
