/** One option (armrests, leg style...) as a row of toggle buttons. */
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ConfigurationFile } from '@vitrine/contracts';
import { labelOf } from './texts';

interface Props {
  option: ConfigurationFile['options'][number];
  language: string;
  value: string;
  onChange: (value: string) => void;
}

export function OptionPicker({ option, language, value, onChange }: Props) {
  const name = labelOf(option.label, language, option.id);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }} id={`option-${option.id}`}>
        {name}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_, next: string | null) => next && onChange(next)}
        aria-labelledby={`option-${option.id}`}
        sx={{ flexWrap: 'wrap' }}
      >
        {option.values.map((v) => (
          <ToggleButton key={v.id} value={v.id} sx={{ textTransform: 'none' }}>
            {labelOf(v.label, language, v.id)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
