/**
 * A model card's Configure button (handed to the cards by the shell, cards/cardSlots.ts):
 * opens the configurator modal over the page (sets configuration, docs/CONFIGURATOR.md), or
 * hands the model to the embedding host's configurator, as the detail dialog's button does.
 * Nothing for a model the configurator does not open.
 */
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { IconButton } from '@mui/material';
import { LazyTooltip } from '../../components/LazyTooltip';
import type { ModelDoc } from '../../api/models';
import { isConfigurable } from './configurable';
import { useConfigure } from './useConfigure';

interface Props {
  model: ModelDoc;
  /** In the card's namespace. */
  label: string;
}

export function ConfigureButton({ model, label }: Props) {
  return isConfigurable(model) ? <Configure model={model} label={label} /> : null;
}

function Configure({ model, label }: Props) {
  const configure = useConfigure();
  return (
    <LazyTooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => configure(model)}>
        <TuneOutlined fontSize="small" />
      </IconButton>
    </LazyTooltip>
  );
}
