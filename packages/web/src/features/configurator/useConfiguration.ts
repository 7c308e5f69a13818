/**
 * configuration: id of the model whose configurator is open (spec 02 "Configurator"). The
 * configurator modal is shown while it is set; closing it removes the parameter. The detail
 * dialog's and the model card's Configure buttons call `openConfigurator(modelId)`.
 */
import { useCallback } from 'react';
import { useUrlParam, type SetOptions } from '../../url';

export const CONFIGURATION_PARAM = 'configuration';

export interface ConfigurationState {
  /** The model being configured, or null when the configurator is closed. */
  modelId: string | null;
  openConfigurator: (modelId: string) => void;
  closeConfigurator: (options?: SetOptions) => void;
}

export function useConfiguration(): ConfigurationState {
  const [modelId, setModelId] = useUrlParam(CONFIGURATION_PARAM);
  const openConfigurator = useCallback((id: string) => setModelId(id), [setModelId]);
  const closeConfigurator = useCallback(
    (options?: SetOptions) => setModelId(null, options),
    [setModelId],
  );
  return { modelId, openConfigurator, closeConfigurator };
}
