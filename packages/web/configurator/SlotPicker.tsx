/** One material slot: the standard look plus the catalogue materials it allows, as swatches. */
import { Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import type { ConfigurationFile } from '@vitrine/contracts';
import { useEffect, useState } from 'react';
import { imagineUrl } from '../src/api/client';
import { searchMaterials, type MaterialHit } from '../src/api/configurator';
import { fill, labelOf, type Texts } from './texts';

interface Props {
  slot: ConfigurationFile['slots'][number];
  language: string;
  texts: Texts;
  chosen: string | undefined;
  onChoose: (materialId: string | undefined) => void;
}

function Swatch(props: { label: string; selected: boolean; image?: string; onClick: () => void }) {
  return (
    <Tooltip title={props.label}>
      <ButtonBase
        onClick={props.onClick}
        aria-label={props.label}
        aria-pressed={props.selected}
        sx={{
          width: 56,
          height: 56,
          borderRadius: 1,
          overflow: 'hidden',
          outline: props.selected ? '3px solid' : '1px solid',
          outlineColor: props.selected ? 'primary.main' : 'divider',
          outlineOffset: props.selected ? 1 : 0,
          bgcolor: 'grey.200',
        }}
      >
        {props.image ? (
          <img src={props.image} alt="" width={56} height={56} style={{ objectFit: 'cover' }} />
        ) : (
          <Typography variant="caption" sx={{ px: 0.5, lineHeight: 1.1 }}>
            {props.label}
          </Typography>
        )}
      </ButtonBase>
    </Tooltip>
  );
}

export function SlotPicker({ slot, language, texts, chosen, onChoose }: Props) {
  const [materials, setMaterials] = useState<MaterialHit[] | null>(null);
  const name = labelOf(slot.label, language, slot.id);
  useEffect(() => {
    let live = true;
    searchMaterials(slot.material_tag_ids, slot.material_ids, language)
      .then((hits) => live && setMaterials(hits))
      .catch((error: unknown) => {
        console.error(error);
        if (live) setMaterials([]);
      });
    return () => {
      live = false;
    };
  }, [slot, language]);
  const current = materials?.find((m) => m.id === chosen);
  return (
    <Box component="section" aria-label={fill(texts.chooseMaterial, { slot: name })} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, minHeight: 20 }} noWrap>
        {current?.title ?? texts.standard}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Swatch label={texts.standard} selected={!chosen} onClick={() => onChoose(undefined)} />
        {materials?.map((m) => (
          <Swatch
            key={m.id}
            label={m.title}
            selected={chosen === m.id}
            {...(m.preview ? { image: imagineUrl(m.preview, { w: 96, h: 96 }) } : {})}
            onClick={() => onChoose(m.id)}
          />
        ))}
      </Box>
      {materials?.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {texts.noMaterials}
        </Typography>
      )}
    </Box>
  );
}
