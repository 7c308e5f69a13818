/**
 * The filter panel as a drawer below md. Its own chunk (with MUI's Drawer and Modal): it loads
 * when the visitor first opens the drawer, so a phone's first results never wait for it.
 */
import Drawer from '@mui/material/Drawer';
import { FilterDrawerBody } from './FilterDrawerBody';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The current result count, for the drawer's 'Show n results' button. */
  total: number | undefined;
  panel: FilterPanelProps;
}

export default function FilterDrawer({ open, onClose, total, panel }: Props) {
  return (
    <Drawer open={open} onClose={onClose}>
      <FilterDrawerBody total={total} onClose={onClose}>
        <FilterPanel {...panel} />
      </FilterDrawerBody>
    </Drawer>
  );
}
