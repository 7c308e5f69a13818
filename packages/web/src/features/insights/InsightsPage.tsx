/**
 * /insights and /insights/{brandId} (docs/INSIGHTS.md "The insights page"): what visitors did
 * with a brand's items over a period, for the brand's owners and administrators; at /insights
 * administrators see the catalogue-wide figures, an owner of brands goes to their first. The
 * server decides who sees what; a refusal shows as a plain message.
 */
import { Box, Container, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useOwners } from '../../api/owners';
import { mayReadErrorReports } from '../../api/reports';
import { useDataLanguages } from '../../api/texts';
import { removeBootBanner } from '../../boot';
import { brandView } from '../../cards/brandView';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { useSession, type SessionUser } from '../../session';
import { BrandFigures } from './BrandFigures';
import { CatalogueFigures } from './CatalogueFigures';
import { LoginNeeded } from './FailedAnswer';
import { insightsPath } from './paths';
import { PeriodPicker } from './PeriodPicker';
import { periodOfSearch, searchOfPeriod, type Period } from './period';

const CATALOGUE = '';

export default function InsightsPage() {
  const { t } = useTranslation('insights');
  const { brandId = CATALOGUE } = useParams();
  const session = useSession();
  const user = session.status === 'loggedIn' ? session.user : null;
  useEffect(removeBootBanner, []);
  const names = useBrandNames(user, brandId);
  const name = brandId ? names.get(brandId) : undefined;
  const title = name ? t('brandTitle', { name }) : t('title');
  useDocumentTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('intro')}
      </Typography>
      {session.status === 'loggedIn' && user ? (
        <Figures user={user} brandId={brandId} names={names} />
      ) : session.status === 'anonymous' ? (
        <LoginNeeded />
      ) : null}
    </Container>
  );
}

/** The brands the chooser offers: the user's own, and the one shown (an admin's pick). */
function useBrandNames(user: SessionUser | null, brandId: string): ReadonlyMap<string, string> {
  const languages = useDataLanguages();
  const ids = useMemo(() => {
    const own = user?.owner_ids ?? [];
    return brandId && !own.includes(brandId) ? [...own, brandId] : own;
  }, [user, brandId]);
  const owners = useOwners(ids).data;
  return useMemo(
    () => new Map((owners ?? []).map((o) => [o.id, brandView(o, languages).name || o.id])),
    [owners, languages],
  );
}

function Figures(props: {
  user: SessionUser;
  brandId: string;
  names: ReadonlyMap<string, string>;
}) {
  const { user, brandId, names } = props;
  const { t } = useTranslation('insights');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const period = useMemo(() => periodOfSearch(search), [search]);
  // Our provider says so in the account; with an external issuer, the error reports' answer.
  const probed = useQuery({
    queryKey: ['mayReadErrorReports', user.uuid],
    queryFn: () => mayReadErrorReports().catch(() => false),
    enabled: !user.admin,
  }).data;
  const admin = user.admin === true || probed === true;
  const setPeriod = useCallback(
    (next: Period) => void navigate({ search: searchOfPeriod(next) }, { replace: true }),
    [navigate],
  );
  const periodSearch = searchOfPeriod(period);
  if (!brandId && !admin && user.owner_ids.length > 0 && probed !== undefined)
    return <Navigate to={`${insightsPath(user.owner_ids[0])}${periodSearch}`} replace />;
  const choices = [
    ...(admin ? [CATALOGUE] : []),
    ...new Set([...user.owner_ids, ...(brandId ? [brandId] : [])]),
  ];
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          mb: 2,
        }}
      >
        {choices.length > 1 && (
          <TextField
            select
            size="small"
            label={t('brand')}
            // A select shows no choice for '': the catalogue's value is one no brand id can be.
            value={brandId || '*'}
            onChange={(event) => {
              const next = event.target.value;
              void navigate(`${insightsPath(next === '*' ? undefined : next)}${periodSearch}`);
            }}
            sx={{ minWidth: 220, maxWidth: '100%' }}
            data-testid="insights-brand"
          >
            {choices.map((id) => (
              <MenuItem key={id || '*'} value={id || '*'}>
                {id ? (names.get(id) ?? id) : t('catalogue')}
              </MenuItem>
            ))}
          </TextField>
        )}
        <PeriodPicker period={period} onChange={setPeriod} />
      </Box>
      {brandId ? (
        <BrandFigures brandId={brandId} period={period} />
      ) : admin ? (
        <CatalogueFigures period={period} search={periodSearch} />
      ) : probed === false && user.owner_ids.length === 0 ? (
        <Typography>{t('noBrands')}</Typography>
      ) : null}
    </>
  );
}
