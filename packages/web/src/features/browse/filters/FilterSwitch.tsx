/** A filter that is on or off (community libraries, drafts only): its label left, the switch right. */
import { FormControlLabel, Switch } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  label: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  color?: 'primary' | 'error';
  testId: string;
}

export function FilterSwitch({ label, checked, onChange, color, testId }: Props) {
  return (
    <FormControlLabel
      data-testid={testId}
      sx={{ mx: 0, width: '100%', justifyContent: 'space-between' }}
      labelPlacement="start"
      control={
        <Switch size="small" color={color} checked={checked} onChange={(_, on) => onChange(on)} />
      }
      label={label}
    />
  );
}
