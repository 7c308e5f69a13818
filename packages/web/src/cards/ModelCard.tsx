/**
 * A model or material card: preview, title, brand name, and the favourite, configure and
 * download buttons (CardActions). A click sets m, which opens the detail dialog; a
 * deprecated item shows 'This is not available anymore.' and does not open; a draft or
 * hidden item (its brand's editors, in the draft view) carries a badge saying so.
 */
import { CardActionArea, Skeleton } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useItem, type ModelDoc } from '../api/models';
import { textOf, useDataLanguages } from '../api/texts';
import { Image } from '../components/Image';
import { useExpandedModel } from '../url';
import { CardActions } from './CardActions';
import { creditsOf, isCommunityLibrary, previewImage } from './cardData';
import { useCardStyles } from './cardStyles';
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

/**
 * Plain elements with static classes (cardStyles.ts) where nothing reacts: a screen draws
 * dozens of cards, and MUI's Card, Box and Typography cost style work for each at every
 * render. The press area and the buttons stay MUI's (focus, ripple, disabled state).
 */
export const ModelCard = memo(function ModelCard({
  id,
  model,
  kind,
  deprecated,
  eager,
}: ModelCardProps) {
  const { t } = useTranslation('browse');
  useCardStyles();
  const languages = useDataLanguages();
  const [, setExpanded] = useExpandedModel();
  const title = textOf(model, 'title', languages) ?? '';
  const subtitle = textOf(model, 'subtitle', languages);
  const credits = creditsOf(model, languages);
  const isDeprecated = deprecated || model?.state === 'deprecated';

  return (
    <div
      className={isDeprecated ? 'vt-card vt-card--off' : 'vt-card'}
      data-testid="model-card"
      data-id={id}
    >
      {/* Named by what it shows (title, subtitle, brand), so the name a voice user reads off
          the card works; the preview is decorative beside the title. */}
      <CardActionArea
        disabled={isDeprecated}
        onClick={() => setExpanded(id)}
        className="vt-card__action"
      >
        {/* At least 3:2; taller when the card is narrower than its minimum height needs. */}
        <div className="vt-card__media">
          {model ? (
            <Image
              dataportId={previewImage(model)?.dataport}
              alt=""
              size="card"
              placeholder={kind === 'materials' ? 'material' : 'model'}
              eager={eager}
              className="vt-card__image"
              sx={{ height: '100%', aspectRatio: 'auto', display: 'flex' }}
            />
          ) : (
            <Skeleton variant="rectangular" sx={{ height: '100%' }} />
          )}
          {/* Drafts and hidden items: the brand's editors see them in the draft view only. */}
          <div className="vt-card__badge">
            <StateBadge state={model?.state} compact />
          </div>
          {isDeprecated && (
            <div className="vt-card__off">
              <p>{t('card.unavailable')}</p>
            </div>
          )}
        </div>
        <div className="vt-card__text">
          <h3 className="vt-card__title">{model ? title : <Skeleton width="80%" />}</h3>
          {/* Always a line (colourways share a title), so the cards of a row align. */}
          <p className="vt-card__line" title={subtitle}>
            {subtitle ?? '\u00a0'}
          </p>
          <OwnerName ownerId={model?.owner_id} loading={!model} />
          {credits?.needsAttribution && (
            <p className="vt-card__line">
              {t('card.attribution', { creator: credits.creator, license: credits.license })}
            </p>
          )}
        </div>
      </CardActionArea>
      <CardActions
        id={id}
        title={title}
        model={model}
        kind={kind}
        deprecated={isDeprecated}
        credits={credits}
      />
    </div>
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
    <p
      className={community ? 'vt-card__line' : 'vt-card__line vt-card__line--brand'}
      data-testid={community ? 'card-community' : undefined}
    >
      {loading || owner === undefined ? (
        <Skeleton width="50%" />
      ) : community ? (
        t('card.community', { library: name ?? '' })
      ) : (
        (name ?? '\u00a0')
      )}
    </p>
  );
}
