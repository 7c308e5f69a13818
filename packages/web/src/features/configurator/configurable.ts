/**
 * Which models the configurator opens: those with a configuration file, a cad in one of the
 * configurator formats or a binary of category configuration (our vcfg, docs/CONFIGURATOR.md).
 * The detail dialog and the model cards show Configure on the same condition.
 */
import type { ModelDoc } from '../../api/models';

/** Formats a configurator reads, in its order of preference (spec 02 s.4). */
export const CONFIGURATION_FORMATS = ['pec', 'peclight', 'obx'];

export function isConfigurable(model: Pick<ModelDoc, 'cads' | 'binaries'>): boolean {
  return (
    (model.cads ?? []).some((c) => CONFIGURATION_FORMATS.includes(c.format)) ||
    (model.binaries ?? []).some((b) => b.category === 'configuration')
  );
}
