/**
 * The download button's label: in a client mode the mode's (Import, Open, Download; spec 01
 * s.9), else the caller's own. The embedding texts are loaded at start in a client mode
 * (main.tsx), so asking for them never suspends a standalone page.
 */
import { useTranslation } from 'react-i18next';
import { actionOf } from './formats';
import { useEmbedState } from './state';

export function useActionLabel(standalone: string): string {
  const { client } = useEmbedState();
  const { t } = useTranslation();
  return client ? t(`embedding:action.${actionOf(client)}`) : standalone;
}
