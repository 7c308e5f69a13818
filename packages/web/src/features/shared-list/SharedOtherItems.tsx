/**
 * The shared list's brands, collections and product families: brands as their cards (the
 * catalogue's owners), collections and families by the name the list keeps for them (they
 * have no cards of their own, as on the owner's list page), each with its note and quantity.
 */
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { SharedListItem } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { useOwners } from '../../api/owners';
import { useDataLanguages } from '../../api/texts';
import { BrandCard } from '../../cards/BrandCard';
import { brandView } from '../../cards/brandView';
import { CardGrid } from '../../components/CardGrid';

const CARD_WIDTHS = { xs: 150, md: 220 };

export function SharedOtherItems({ items }: { items: readonly SharedListItem[] }) {
  const { t } = useTranslation('favorites');
  const languages = useDataLanguages();
  const brands = items.filter((i) => i.kind === 'brands');
  const { data: owners } = useOwners(brands.map((b) => b.id));
  const named = (['collections', 'families'] as const)
    .map((kind) => ({ kind, items: items.filter((i) => i.kind === kind) }))
    .filter((group) => group.items.length > 0);
  return (
    <>
      {brands.length > 0 && (
        <Section title={t('kinds.brands')}>
          <CardGrid label={t('kinds.brands')} minWidth={CARD_WIDTHS}>
            {brands.map((item) => {
              const owner = owners?.find((o) => o.id === item.id);
              if (!owner) return null;
              return (
                <div role="listitem" key={item.id} data-testid="shared-brand">
                  <BrandCard brand={brandView(owner, languages)} />
                  <ItemNote item={item} />
                </div>
              );
            })}
          </CardGrid>
        </Section>
      )}
      {named.map((group) => (
        <Section key={group.kind} title={t(`kinds.${group.kind}`)}>
          <List dense disablePadding data-testid={`shared-${group.kind}`}>
            {group.items.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={item.name}
                  secondary={[t('items.quantity', { n: item.quantity }), item.note]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Section>
      ))}
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** An item's quantity and note under its card. */
export function ItemNote({ item }: { item: Pick<SharedListItem, 'note' | 'quantity'> }) {
  const { t } = useTranslation('favorites');
  return (
    <Box sx={{ px: 0.5, pt: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('items.quantity', { n: item.quantity })}
      </Typography>
      {item.note && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {item.note}
        </Typography>
      )}
    </Box>
  );
}
