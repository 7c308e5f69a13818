/**
 * Personal API tokens for scripts (docs/AUTH.md "API tokens"): the user's tokens with their
 * brands and dates, a form to make one (name, brands it is limited to, expiry), its secret
 * shown once with a copy button, and revoking after a confirmation.
 */
import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_TOKENS_KEY,
  createApiToken,
  revokeApiToken,
  useApiTokens,
  type ApiToken,
} from '../../api/account';
import type { SessionUser } from '../../session';
import { ApiTokenRevokeDialog } from './ApiTokenRevokeDialog';
import { formError, type FormError } from './formErrors';
import { Section } from './Section';

const EXPIRY_DAYS = ['30', '90', '365', 'never'] as const;
const ALL = '*';

export function ApiTokensSection({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const { data, isPending } = useApiTokens();
  const [name, setName] = useState('');
  const [brands, setBrands] = useState<string[]>(
    user.owner_ids.length === 1 ? [...user.owner_ids] : [],
  );
  const [expiry, setExpiry] = useState<(typeof EXPIRY_DAYS)[number]>('90');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const choices = [...(user.admin ? [ALL] : []), ...user.owner_ids];
  const date = (iso: string | null, none: string) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso))
      : none;
  const brandsOf = (token: ApiToken) =>
    token.owner_ids === null ? t('tokens.allBrands') : token.owner_ids.join(', ');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError({ field: 'name', message: t('tokens.nameNeeded') });
    if (brands.length === 0)
      return setError({ field: 'owner_ids', message: t('tokens.brandsNeeded') });
    setBusy(true);
    setError(null);
    try {
      const made = await createApiToken({
        name: name.trim(),
        owner_ids: brands.includes(ALL) ? null : brands,
        expires_in_days: expiry === 'never' ? null : Number(expiry),
      });
      setSecret(made.secret);
      setCopied(false);
      setName('');
      await queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY });
    } catch (failure) {
      setError(
        formError(failure, t, {
          name: t('tokens.nameInvalid'),
          owner_ids: t('tokens.brandsNeeded'),
          expires_in_days: t('failed'),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!secret) return;
    await navigator.clipboard.writeText(secret).catch(() => undefined);
    setCopied(true);
  }

  return (
    <Section id="account-tokens" title={t('tokens.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('tokens.text')}</Typography>
        {secret && (
          <Alert severity="success" onClose={() => setSecret(null)}>
            <Typography sx={{ mb: 1 }}>{t('tokens.secretOnce')}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                value={secret}
                size="small"
                fullWidth
                slotProps={{
                  htmlInput: {
                    readOnly: true,
                    'aria-label': t('tokens.secret'),
                    style: { fontFamily: 'monospace' },
                  },
                }}
                onFocus={(event) => event.target.select()}
              />
              <Tooltip title={copied ? t('tokens.copied') : t('tokens.copy')}>
                <IconButton aria-label={t('tokens.copy')} onClick={() => void copy()}>
                  <ContentCopy />
                </IconButton>
              </Tooltip>
            </Stack>
          </Alert>
        )}
        {isPending ? (
          <LinearProgress aria-busy="true" />
        ) : !data || data.length === 0 ? (
          <Typography>{t('tokens.empty')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.map((token) => (
              <Box
                component="li"
                key={token.id}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 1.5,
                  display: 'flex',
                  gap: 1,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                }}
              >
                <Box sx={{ flex: 1, minWidth: 200 }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                    {token.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('tokens.brands')}: {brandsOf(token)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('tokens.created', { date: date(token.created_at, '') })}
                    {' · '}
                    {token.expires_at
                      ? t('tokens.expires', { date: date(token.expires_at, '') })
                      : t('tokens.noExpiry')}
                    {' · '}
                    {token.last_used_at
                      ? t('tokens.lastUsed', { date: date(token.last_used_at, '') })
                      : t('tokens.notUsed')}
                  </Typography>
                </Box>
                <Button color="error" variant="outlined" onClick={() => setRevoking(token)}>
                  {t('tokens.revoke')}
                </Button>
              </Box>
            ))}
          </Stack>
        )}
        {choices.length === 0 ? (
          <Typography color="text.secondary">{t('tokens.noBrands')}</Typography>
        ) : (
          <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('tokens.new')}
            </Typography>
            <TextField
              label={t('tokens.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              error={error?.field === 'name'}
              helperText={error?.field === 'name' ? error.message : t('tokens.nameHelp')}
              required
            />
            <FormControl error={error?.field === 'owner_ids'} component="fieldset">
              <FormLabel component="legend">{t('tokens.brands')}</FormLabel>
              <FormGroup row>
                {choices.map((id) => (
                  <FormControlLabel
                    key={id}
                    label={id === ALL ? t('tokens.allBrands') : id}
                    control={
                      <Checkbox
                        checked={brands.includes(id)}
                        onChange={(event) =>
                          setBrands((now) =>
                            event.target.checked ? [...now, id] : now.filter((b) => b !== id),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {error?.field === 'owner_ids' && (
                <Typography variant="body2" color="error">
                  {error.message}
                </Typography>
              )}
            </FormControl>
            <FormControl sx={{ maxWidth: 260 }}>
              <InputLabel id="token-expiry">{t('tokens.expiry')}</InputLabel>
              <Select
                labelId="token-expiry"
                label={t('tokens.expiry')}
                value={expiry}
                onChange={(event) => setExpiry(event.target.value)}
              >
                {EXPIRY_DAYS.map((days) => (
                  <MenuItem key={days} value={days}>
                    {days === 'never' ? t('tokens.never') : t('tokens.days', { days })}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {error && !error.field && <Alert severity="error">{error.message}</Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {t('tokens.create')}
              </Button>
            </Box>
          </Stack>
        )}
      </Stack>
      {revoking && (
        <ApiTokenRevokeDialog
          token={revoking}
          onClose={() => setRevoking(null)}
          onRevoke={async () => {
            await revokeApiToken(revoking.id);
            setRevoking(null);
            await queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY });
          }}
        />
      )}
    </Section>
  );
}
