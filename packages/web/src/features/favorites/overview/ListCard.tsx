/**
 * A list on the overview (spec 02 s.2): up to 3 preview images (one that fails to load is
 * dropped, s.8), the name, 'Last edited: {date}', 'Number of items: {n}', and the first two
 * lines of its description (ours: a project's lists are told apart by it). It opens the list
 * at the first kind that has items.
 */
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../components/imageUrl';
import { ImagePlaceholder } from '../../../components/ImagePlaceholder';
import { lineClamp } from '../../../components/sx';
import { itemCount, listName, type FavoriteList, type FavoritesDocument } from '../model/document';
import { firstKindWithItems } from '../model/kinds';
import { formatDate } from '../formatDate';

export function ListCard({ list, document }: { list: FavoriteList; document: FavoritesDocument }) {
  const { t, i18n } = useTranslation('favorites');
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const images = list.previewImages.filter((id) => !broken.has(id)).slice(0, 3);
  const kind = firstKindWithItems(document, list.id);
  const name = listName(list, t('defaultListName'));
  const edited = list.modifiedDateTime ?? list.addDateTime;

  return (
    <Card
      variant="outlined"
      data-testid="list-card"
      data-list-id={list.id}
      sx={{ display: 'flex' }}
    >
      <CardActionArea
        component={Link}
        to={`/favorites/${encodeURIComponent(list.id)}/${kind}`}
        aria-label={t('list.open', { name })}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', flex: 1 }}
      >
        <Box
          sx={{
            aspectRatio: '3 / 2',
            display: 'grid',
            gap: '2px',
            gridTemplateColumns: images.length > 1 ? '2fr 1fr' : '1fr',
            gridTemplateRows: images.length > 2 ? '1fr 1fr' : '1fr',
            bgcolor: 'grey.100',
            overflow: 'hidden',
          }}
        >
          {images.length === 0 && (
            <ImagePlaceholder kind="favorites" label="" sx={{ height: '100%' }} />
          )}
          {images.map((id, index) => (
            <Box
              key={id}
              component="img"
              src={imageUrl(id, { w: index === 0 ? 300 : 150, h: index === 0 ? 200 : 100 }, 'crop')}
              alt=""
              loading="lazy"
              data-testid="list-preview"
              onError={() => setBroken((before) => new Set(before).add(id))}
              sx={{
                width: '100%',
                height: '100%',
                minHeight: 0,
                objectFit: 'cover',
                display: 'block',
                gridRow: index === 0 && images.length > 2 ? 'span 2' : undefined,
              }}
            />
          ))}
        </Box>
        <Box sx={{ px: 1.5, py: 1.25 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('list.lastEdited', { date: formatDate(edited, i18n.language) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('list.itemCount', { n: itemCount(document, list.id) })}
          </Typography>
          {list.description && (
            <Typography
              variant="body2"
              data-testid="list-description"
              sx={{ mt: 0.5, ...lineClamp(2) }}
            >
              {list.description}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
