/**
 * What Configure does: opens our configurator, or, when the embedding host has its own
 * (hostHandles.configure), sends it pCatHost.configure with the model's configuration file.
 * The detail dialog's and the model card's buttons both use it.
 */
import type { ModelDoc } from '../../api/models';
import { textOf, useDataLanguages } from '../../api/texts';
import { configurationHostFile } from '../../downloads/hostFiles';
import { itemRefOf, sendConfigure, useEmbedState } from '../../embedding';
import { CONFIGURATION_FORMATS } from './configurable';
import { useConfiguration } from './useConfiguration';
import { trackEvent } from '../../statistics';

export function useConfigure(): (model: ModelDoc) => void {
  const { openConfigurator } = useConfiguration();
  const { hostHandles } = useEmbedState();
  const languages = useDataLanguages();
  return (model) => {
    trackEvent({ action: 'configurator_open', itemId: model.id, brandId: model.owner_id });
    const title = textOf(model, 'title', languages) ?? model.id;
    const file = hostHandles.configure
      ? configurationHostFile(model, CONFIGURATION_FORMATS, title)
      : undefined;
    if (file && sendConfigure(itemRefOf(model, languages), file)) return;
    openConfigurator(model.id);
  };
}
