/**
 * A model or material card: preview, title, brand name, and the favourite, configure and
 * download buttons (CardActions). A click sets m, which opens the detail dialog; a
 * deprecated item shows 'This is not available anymore.' and does not open; a draft or
 * hidden item (its brand's editors, in the draft view) carries a badge saying so.
 */
import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useItem, type ModelDoc } from '../api/models';
import { textOf, useDataLanguages } from '../api/texts';
import { Image } from '../components/Image';
import { useExpandedModel } from '../url';
import { CardActions } from './CardActions';
import { creditsOf, isCommunityLibrary, previewImage } from './cardData';
import { StateBadge } from './StateBadge';

export interface ModelCardProps {
  id: string;
  /** The model document; undefined while it loads. */
  model: ModelDoc | undefined;
  kind: 'models' | 'materials';
  /** From the search hit when the document has not arrived yet. */
  deprecated?: boolean;
  eager?: boolean;
}

/** Two lines of title, ellipsis after; always two lines high so the cards of a row align. */
const titleLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
  minHeight: '2.86em',
};

export const ModelCard = memo(function ModelCard({
  id,
  model,
  kind,
  deprecated,
  eager,
}: ModelCardProps) {
  const { t } = useTranslation('browse');
  const languages = useDataLanguages();
  const [, setExpanded] = useExpandedModel();
  const title = textOf(model, 'title', languages) ?? '';
  const subtitle = textOf(model, 'subtitle', languages);
  const credits = creditsOf(model, languages);
  const isDeprecated = deprecated || model?.state === 'deprecated';

  return (
    <Card
      variant="outlined"
      data-testid="model-card"
      data-id={id}
      sx={{
        height: '100%',
        minHeight: 289,
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: isDeprecated ? undefined : 3 },
      }}
    >
      {/* Named by what it shows (title, subtitle, brand), so the name a voice user reads off
          the card works; the preview is decorative beside the title. */}
      <CardActionArea
        disabled={isDeprecated}
        onClick={() => setExpanded(id)}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {/* At least 3:2; taller when the card is narrower than its minimum height needs. */}
        <Box sx={{ position: 'relative', aspectRatio: '3 / 2', flexGrow: 1 }}>
          {model ? (
            <Image
              dataportId={previewImage(model)?.dataport}
              alt=""
              size="card"
              placeholder={kind === 'materials' ? 'material' : 'model'}
              eager={eager}
              sx={{ height: '100%', aspectRatio: 'auto', display: 'flex' }}
            />
          ) : (
            <Skeleton variant="rectangular" sx={{ height: '100%' }} />
          )}
          {/* Drafts and hidden items: the brand's editors see them in the draft view only. */}
          <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
            <StateBadge state={model?.state} compact />
          </Box>
          {isDeprecated && (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                p: 1,
                textAlign: 'center',
                bgcolor: 'rgba(255,255,255,0.8)',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('card.unavailable')}
              </Typography>
            </Box>
          )}
        </Box>
        <Box sx={{ px: 1.5, pt: 1, pb: 0.5 }}>
          <Typography variant="body2" component="h3" sx={{ fontWeight: 600, ...titleLines }}>
            {model ? title : <Skeleton width="80%" />}
          </Typography>
          {/* Always a line (colourways share a title), so the cards of a row align. */}
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            noWrap
            title={subtitle}
          >
            {subtitle ?? '\u00a0'}
          </Typography>
          <OwnerName ownerId={model?.owner_id} loading={!model} />
          {credits?.needsAttribution && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {t('card.attribution', { creator: credits.creator, license: credits.license })}
            </Typography>
          )}
        </Box>
      </CardActionArea>
      <CardActions
        id={id}
        title={title}
        model={model}
        kind={kind}
        deprecated={isDeprecated}
        credits={credits}
      />
    </Card>
  );
});

/**
 * The card's brand name, or for a community library's item the library, said to be one (a
 * library is no brand). Brands load for many cards at once; reading them here re-renders
 * this line alone when they arrive, not every card.
 */
function OwnerName({ ownerId, loading }: { ownerId: string | undefined; loading: boolean }) {
  const { t } = useTranslation('browse');
  const languages = useDataLanguages();
  const owner = useItem('owners', ownerId, languages);
  const name = textOf(owner, 'name', languages);
  const community = isCommunityLibrary(owner);
  return (
    <Typography
      variant="caption"
      color={community ? 'text.secondary' : 'text.primary'}
      component="p"
      noWrap
      data-testid={community ? 'card-community' : undefined}
    >
      {loading || owner === undefined ? (
        <Skeleton width="50%" />
      ) : community ? (
        t('card.community', { library: name ?? '' })
      ) : (
        (name ?? '\u00a0')
      )}
    </Typography>
  );
}
