/**
 * The configurator page shown in the app's frame: the configured variant in 3D (the glb
 * the server composes for the current choices, so what is shown is what is downloaded),
 * material slots, options and the download of that variant.
 */
import { Alert, Box, CircularProgress, LinearProgress, Typography } from '@mui/material';
import type { ConfigurationFile, VariantChoices } from '@vitrine/contracts';
import { useEffect, useMemo, useState } from 'react';
import { ModelViewer } from '../src/components/ModelViewer';
import { dataportUrl } from '../src/api/client';
import { fetchCadifyFormats, fetchConfiguration, makeVariant } from '../src/api/configurator';
import { DownloadPanel } from './DownloadPanel';
import { OptionPicker } from './OptionPicker';
import type { FrameConfiguration } from './protocol';
import { SlotPicker } from './SlotPicker';
import { fill, type Texts } from './texts';

interface Props {
  frame: FrameConfiguration;
  language: string;
  texts: Texts;
}

/** Slots worn by at least one shown part (hidden legs need no finish). */
function visibleSlots(config: ConfigurationFile, options: Record<string, string>) {
  const optional = new Set(config.options.flatMap((o) => o.values.flatMap((v) => v.parts)));
  const chosen = new Set(
    config.options.flatMap((o) => o.values.find((v) => v.id === options[o.id])?.parts ?? []),
  );
  const shown = config.parts.filter((p) => !optional.has(p.id) || chosen.has(p.id));
  return config.slots.filter((s) => shown.some((p) => p.slot === s.id));
}

export function ConfiguratorPage({ frame, language, texts }: Props) {
  const [config, setConfig] = useState<ConfigurationFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [formats, setFormats] = useState<string[]>([]);
  const [options, setOptions] = useState<Record<string, string>>({});
  const [materials, setMaterials] = useState<Record<string, string>>({});
  const [variant, setVariant] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  const [variantFailed, setVariantFailed] = useState(false);

  useEffect(() => {
    fetchConfiguration(frame.modelId)
      .then((answer) => {
        if (!answer.configuration) {
          setProblem(fill(texts.unreadable, { format: answer.format }));
          return;
        }
        setConfig(answer.configuration);
        const defaults = Object.fromEntries(
          answer.configuration.options.map((o) => [o.id, o.default]),
        );
        // A language change loads the configuration again; the visitor's choices stay.
        setOptions((current) => (Object.keys(current).length > 0 ? current : defaults));
      })
      .catch((error: unknown) => {
        console.error(error);
        setProblem(texts.error);
      });
    fetchCadifyFormats()
      .then((writable) => setFormats(frame.allowedFormats.filter((f) => writable.includes(f))))
      .catch((error: unknown) => console.error(error));
  }, [frame.modelId, frame.allowedFormats, texts]);

  const slots = useMemo(() => (config ? visibleSlots(config, options) : []), [config, options]);

  useEffect(() => {
    if (!config) return;
    // Only slots still visible are sent: a hidden part's finish does not change the file.
    const worn = Object.fromEntries(
      Object.entries(materials).filter(([slot]) => slots.some((s) => s.id === slot)),
    );
    const choices: VariantChoices = { options, materials: worn };
    let live = true;
    setUpdating(true);
    makeVariant(frame.modelId, choices)
      .then((answer) => {
        if (!live) return;
        setVariant(answer.dataport_id);
        setVariantFailed(false);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (live) setVariantFailed(true);
      })
      .finally(() => live && setUpdating(false));
    return () => {
      live = false;
    };
  }, [config, frame.modelId, options, materials, slots]);

  if (problem) {
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="warning">{problem}</Alert>
      </Box>
    );
  }
  if (!config) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100vh', gap: 2 }}>
        <CircularProgress aria-label={texts.loading} />
      </Box>
    );
  }
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        height: '100vh',
        overflow: { xs: 'auto', md: 'hidden' },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          flex: { md: 1 },
          height: { xs: '46vh', md: '100%' },
          minHeight: { xs: 260 },
          bgcolor: '#f4f4f2',
        }}
      >
        {updating && (
          <LinearProgress
            aria-label={texts.updating}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
          />
        )}
        {variant && (
          <ModelViewer
            testId="configurator-3d"
            src={dataportUrl(variant)}
            alt={texts.frameTitle}
            background="transparent"
            texts={{ loading: texts.updating, failed: texts.viewFailed }}
          />
        )}
      </Box>
      <Box
        component="aside"
        sx={{
          width: { xs: '100%', md: 380 },
          p: { xs: 2, md: 3 },
          pt: { md: 7 },
          overflowY: { md: 'auto' },
          borderLeft: { md: 1 },
          borderColor: { md: 'divider' },
        }}
      >
        {variantFailed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {texts.variantError}
          </Alert>
        )}
        {config.options.length > 0 && (
          <Box component="section" sx={{ mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {texts.options}
            </Typography>
            {config.options.map((option) => (
              <OptionPicker
                key={option.id}
                option={option}
                language={language}
                value={options[option.id] ?? option.default}
                onChange={(value) => setOptions((o) => ({ ...o, [option.id]: value }))}
              />
            ))}
          </Box>
        )}
        {slots.length > 0 && (
          <Box sx={{ mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {texts.materials}
            </Typography>
            {slots.map((slot) => (
              <SlotPicker
                key={slot.id}
                slot={slot}
                language={language}
                texts={texts}
                chosen={materials[slot.id]}
                onChoose={(id) =>
                  setMaterials((m) => {
                    const next = { ...m };
                    if (id) next[slot.id] = id;
                    else delete next[slot.id];
                    return next;
                  })
                }
              />
            ))}
          </Box>
        )}
        <DownloadPanel variantId={updating ? null : variant} formats={formats} texts={texts} />
      </Box>
    </Box>
  );
}
