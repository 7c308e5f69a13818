/**
 * The configurator: our configuration file format ("vcfg", docs/CONFIGURATOR.md), the
 * variant route's request and answer, and the messages between the app and the
 * configurator frame. Proprietary configuration formats (pec, peclight, obx) are only
 * recognised by their format name; their contents cannot be read.
 */
import { Type, type Static } from 'typebox';
import { Id } from './common';
import { DataportId } from './dataport-api';

/** Spec 02 s.9: the formats a configured variant may be downloaded in, before cadify's list. */
export const DEFAULT_CONFIGURATOR_FORMATS = ['dwg', 'dwg2d', '3ds', 'fbx', 'dxf', 'obj'] as const;

/** Configuration file formats in the order the spec prefers them; vcfg is ours. */
export const CONFIGURATION_FORMATS = ['pec', 'peclight', 'obx', 'vcfg'] as const;
/** The binaries category of a model's configuration file. */
export const CONFIGURATION_CATEGORY = 'configuration';
export const VCFG_VERSION = 1;

/** A text per language code (en is the fallback). */
export const Label = Type.Record(Type.String({ maxLength: 16 }), Type.String({ maxLength: 200 }));
export type Label = Static<typeof Label>;

const Key = Type.String({ pattern: '^[a-z0-9_-]{1,64}$' });

export const ConfigurationPart = Type.Object(
  {
    id: Key,
    /** Name of the node in the geometry glb that holds this part's mesh. */
    node: Type.String({ minLength: 1, maxLength: 200 }),
    /** The material slot whose choice this part wears. */
    slot: Key,
  },
  { additionalProperties: false },
);

export const ConfigurationSlot = Type.Object(
  {
    id: Key,
    label: Label,
    /** Catalogue materials allowed: by category tag id (e.g. matcat_fabric) or by model id. */
    material_tag_ids: Type.Array(Id, { maxItems: 50 }),
    material_ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  },
  { additionalProperties: false },
);

export const ConfigurationOptionValue = Type.Object(
  {
    id: Key,
    label: Label,
    /** Parts shown when this value is chosen; the option's other values' parts are hidden. */
    parts: Type.Array(Key, { maxItems: 100 }),
  },
  { additionalProperties: false },
);

export const ConfigurationOption = Type.Object(
  {
    id: Key,
    label: Label,
    default: Key,
    values: Type.Array(ConfigurationOptionValue, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);

export const ConfigurationFile = Type.Object(
  {
    format: Type.Literal('vcfg'),
    version: Type.Literal(VCFG_VERSION),
    /** A glb whose named nodes hold the parts, each with its default look per slot. */
    geometry: Type.Object({ dataport: DataportId }, { additionalProperties: false }),
    parts: Type.Array(ConfigurationPart, { minItems: 1, maxItems: 200 }),
    slots: Type.Array(ConfigurationSlot, { maxItems: 50 }),
    options: Type.Array(ConfigurationOption, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type ConfigurationFile = Static<typeof ConfigurationFile>;

/** What the visitor chose: a material model id per slot, a value id per option. */
export const VariantChoices = Type.Object(
  {
    materials: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Id)),
    options: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 64 })),
    ),
  },
  { additionalProperties: false },
);
export type VariantChoices = Static<typeof VariantChoices>;

export const VariantRequest = Type.Object(
  { model_id: Id, choices: VariantChoices },
  { additionalProperties: false },
);
export type VariantRequest = Static<typeof VariantRequest>;

export const VariantAnswer = Type.Object({
  /** A glb of exactly the configured variant; cadify converts it to any format. */
  dataport_id: DataportId,
  /** True when the same choices were composed before and the stored file was reused. */
  reused: Type.Boolean(),
});
export type VariantAnswer = Static<typeof VariantAnswer>;

/** GET /v1/models/{id}: the model's configuration, parsed, or which format it has. */
export const ConfigurationAnswer = Type.Object({
  model_id: Id,
  format: Type.String(),
  /** Only for vcfg; pec, peclight and obx cannot be read by this server. */
  configuration: Type.Optional(ConfigurationFile),
});
export type ConfigurationAnswer = Static<typeof ConfigurationAnswer>;

/** Frame → app. The frame asks for its configuration once it listens. */
export type ConfiguratorFrameMessage =
  | { channel: 'vitrine.configurator'; type: 'getConfiguration' }
  | { channel: 'vitrine.configurator'; type: 'close' };

/** App → frame. Messages other than configuration wait in a queue until the frame asks. */
export type ConfiguratorAppMessage =
  | {
      channel: 'vitrine.configurator';
      type: 'configuration';
      modelId: string;
      language: string;
      allowedFormats: string[];
    }
  | { channel: 'vitrine.configurator'; type: 'changeLanguage'; language: string };

export const CONFIGURATOR_CHANNEL = 'vitrine.configurator';
