/** A titled, collapsible part of the filter panel. */
import { Box, ButtonBase, Collapse, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState, type ReactNode } from 'react';

interface Props {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}

export function FilterSection({ title, children, defaultOpen = true }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ py: 1 }}>
      <ButtonBase
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={`${id}-body`}
        sx={{ width: '100%', justifyContent: 'space-between', py: 0.5, px: 0.5, borderRadius: 1 }}
      >
        <Typography id={`${id}-title`} variant="subtitle2" component="h2">
          {title}
        </Typography>
        <ExpandMore
          fontSize="small"
          sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        />
      </ButtonBase>
      <Collapse in={open} id={`${id}-body`}>
        <Box sx={{ pt: 0.5 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
