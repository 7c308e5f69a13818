/**
 * The buttons under a card: favourite (the lists dialog, through the login for visitors),
 * configure (configurable models only, as in the detail dialog); both come from their
 * features through cardSlots.ts;
 * download (the detail dialog's menu, in its own chunk fetched when the pointer or focus
 * reaches the button) and the credits icon naming an imported model's creator and licence
 * (CreditsButton: a tooltip, and on a click a panel with the licence's text linked).
 * A deprecated item offers neither configure nor download.
 */
import { useTranslation } from 'react-i18next';
import type { ModelDoc } from '../api/models';
import { CardDownloadButton } from './CardDownloadButton';
import { CreditsButton } from './CreditsButton';
import { previewImage, type Credits } from './cardData';
import { useCardSlots } from './cardSlots';

interface Props {
  id: string;
  /** The card's title (the favourite's name in lists). */
  title: string;
  /** The card's model document; undefined while it loads. */
  model: ModelDoc | undefined;
  kind: 'models' | 'materials';
  deprecated: boolean;
  credits: Credits | null;
}

/** False only when the document says the model has no file at all. */
const hasFiles = (model: ModelDoc | undefined, kind: 'models' | 'materials') =>
  kind === 'materials' || model?.cads === undefined || model.cads.length > 0;

export function CardActions({ id, title, model, kind, deprecated, credits }: Props) {
  const { t } = useTranslation('browse');
  const { Favorite, Configure } = useCardSlots();
  return (
    <div className="vt-card__actions">
      <Favorite
        kind={kind}
        item={
          model && {
            id,
            name: title,
            previewImage: previewImage(model)?.dataport,
            brandId: model.owner_id,
          }
        }
        label={t('card.favorite')}
        size="small"
      />
      {!deprecated && kind === 'models' && model && (
        <Configure model={model} label={t('card.configure')} />
      )}
      {!deprecated && hasFiles(model, kind) && <CardDownloadButton modelId={id} kind={kind} />}
      <div className="vt-card__actions-gap" />
      {credits && <CreditsButton credits={credits} />}
    </div>
  );
}
