/** The category chip and the collection and family chips, each opening the filtered list. */
import { Avatar, Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useItems, type ModelDoc } from '../../api/models';
import { textOf, useDataLanguages } from '../../api/texts';
import { iconOf, TagIcon } from '../../components/TagIcon';
import { categoryUrl, collectionUrl, type ListKind } from './links';

export function Chips({ model, kind }: { model: ModelDoc; kind: ListKind }) {
  const { t } = useTranslation('detail');
  const languages = useDataLanguages();
  const categoryIds = (model.tags ?? []).map((tag) => tag.tag_id);
  const tags = useItems('tags', categoryIds, languages);
  const collections = useItems('collections', model.collection_ids ?? [], languages);
  const categories = categoryIds
    .map((id) => tags.get(id))
    .filter((tag) => tag?.type === 'category_tag');
  const groups = [...collections.values()];
  if (categories.length === 0 && groups.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="detail-chips">
      {categories.map((tag) => {
        const icon = iconOf(tag!.images);
        return (
          <Chip
            key={tag!.id}
            component={RouterLink}
            to={categoryUrl(kind, tag!.id)}
            clickable
            color="primary"
            variant="outlined"
            label={textOf(tag, 'label', languages) ?? tag!.id}
            avatar={
              icon ? (
                <Avatar sx={{ bgcolor: 'transparent' }}>
                  <TagIcon image={icon} size={24} />
                </Avatar>
              ) : undefined
            }
          />
        );
      })}
      {groups.map((group) => {
        const family = group.type === 'product_family';
        const name = textOf(group, 'title', languages) ?? group.id;
        return (
          <Chip
            key={group.id}
            component={RouterLink}
            to={collectionUrl(
              kind,
              model.owner_id ?? '',
              family ? 'family' : 'collection',
              group.id,
            )}
            clickable
            variant="outlined"
            label={`${family ? t('family') : t('collection')}: ${name}`}
          />
        );
      })}
    </Box>
  );
}
