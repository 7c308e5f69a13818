/**
 * The editor's properties: one row per property and value, the value chosen from the
 * property's values or typed when the property takes a free value (a number with its unit).
 */
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { PropertyEntry, PropertyOption } from '@vitrine/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  properties: readonly PropertyEntry[];
  options: readonly PropertyOption[];
  onChange: (next: PropertyEntry[]) => void;
}

export function EditProperties({ properties, options, onChange }: Props) {
  const { t, i18n } = useTranslation('workspace');
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  const label = (labels: Record<string, string>, id: string) =>
    labels[i18n.language] ?? labels.en ?? Object.values(labels)[0] ?? id;
  const set = (index: number, entry: PropertyEntry) =>
    onChange(properties.map((p, i) => (i === index ? entry : p)));

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="edit-properties-heading">
      <Typography variant="subtitle2" component="h3" id="edit-properties-heading">
        {t('edit.properties.heading')}
      </Typography>
      {properties.map((entry, index) => {
        const option = byId.get(entry.property_tag_id);
        const free = option ? option.values.length === 0 : entry.value_freeform !== undefined;
        return (
          <Box
            key={index}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
            }}
            data-testid="edit-property"
          >
            <TextField
              select
              size="small"
              label={t('edit.properties.property')}
              value={entry.property_tag_id}
              onChange={(e) => set(index, { property_tag_id: e.target.value })}
              sx={{ flex: 1, minWidth: 0 }}
            >
              {options.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {label(o.labels, o.id)}
                </MenuItem>
              ))}
            </TextField>
            {free ? (
              <TextField
                size="small"
                label={t('edit.properties.value')}
                value={entry.value_freeform ?? ''}
                onChange={(e) =>
                  set(index, {
                    property_tag_id: entry.property_tag_id,
                    value_freeform: e.target.value,
                  })
                }
                error={
                  !!option?.numeric &&
                  !!entry.value_freeform &&
                  !/^-?\d+(?:[.,]\d+)?$/.test(entry.value_freeform.trim())
                }
                helperText={option?.numeric ? t('edit.properties.number') : undefined}
                slotProps={{
                  input: {
                    endAdornment: option?.unit ? (
                      <Typography variant="body2" color="text.secondary">
                        {option.unit}
                      </Typography>
                    ) : undefined,
                  },
                  htmlInput: { inputMode: option?.numeric ? 'decimal' : 'text' },
                }}
                sx={{ flex: 1, minWidth: 0 }}
              />
            ) : (
              <TextField
                select
                size="small"
                label={t('edit.properties.value')}
                value={entry.value_tag_id ?? ''}
                onChange={(e) =>
                  set(index, {
                    property_tag_id: entry.property_tag_id,
                    value_tag_id: e.target.value,
                  })
                }
                sx={{ flex: 1, minWidth: 0 }}
              >
                {(option?.values ?? []).map((v) => (
                  <MenuItem key={v.id} value={v.id}>
                    {label(v.labels, v.id)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <IconButton
              aria-label={t('edit.properties.remove', {
                name: option ? label(option.labels, option.id) : entry.property_tag_id,
              })}
              onClick={() => onChange(properties.filter((_, i) => i !== index))}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button
          size="small"
          startIcon={<Add />}
          disabled={options.length === 0}
          onClick={() => onChange([...properties, { property_tag_id: options[0]!.id }])}
        >
          {t('edit.properties.add')}
        </Button>
      </Box>
    </Stack>
  );
}
