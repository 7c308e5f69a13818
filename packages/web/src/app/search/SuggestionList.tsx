/**
 * The search bar's list: suggestions grouped by kind, or with an empty input the recent
 * searches, each with a remove button (keyboard: Delete on the highlighted entry). The
 * list keeps focus in the input (mousedown is swallowed), as a combobox should.
 */
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../storage/searchHistory';
import type { SuggestionGroup } from './suggestions';
import { optionId, type ListOption } from './listOption';

interface Props {
  id: string;
  options: ListOption[];
  active: number;
  onChoose: (option: ListOption) => void;
  onRemove: (entry: HistoryEntry) => void;
}

const GROUP_LABELS: Record<SuggestionGroup, string> = {
  brand: 'search.groups.brand',
  collection: 'search.groups.collection',
  family: 'search.groups.family',
  propertyValue: 'search.groups.propertyValue',
  property: 'search.groups.property',
  category: 'search.groups.category',
};

export default function SuggestionList({ id, options, active, onChoose, onRemove }: Props) {
  const { t } = useTranslation();
  const history = options[0]?.kind === 'history';
  // Consecutive options of one group (or the history) form a labelled group.
  const groups: Array<{ key: string; title: string; items: Array<[ListOption, number]> }> = [];
  options.forEach((option, index) => {
    const key = option.kind === 'history' ? 'history' : option.suggestion.group;
    const title =
      option.kind === 'history' ? t('search.recent') : t(GROUP_LABELS[option.suggestion.group]);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.items.push([option, index]);
    else groups.push({ key, title, items: [[option, index]] });
  });

  return (
    <Paper
      id={id}
      role="listbox"
      aria-label={history ? t('search.recent') : t('search.suggestions')}
      elevation={8}
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 4px)',
        left: { xs: 8, md: 0 },
        right: { xs: 8, md: 0 },
        maxHeight: '70vh',
        overflowY: 'auto',
        py: 0.5,
        zIndex: (theme) => theme.zIndex.modal,
      }}
    >
      {groups.map((group) => (
        <Box key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
          <Typography
            id={`${id}-${group.key}`}
            variant="overline"
            component="div"
            sx={{ px: 2, pt: 0.5, color: 'text.secondary', lineHeight: 2.2 }}
          >
            {group.title}
          </Typography>
          {group.items.map(([option, index]) => (
            <Box
              key={index}
              id={optionId(id, index)}
              role="option"
              aria-selected={index === active}
              onClick={() => onChoose(option)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                pl: 2,
                pr: 1,
                minHeight: 40,
                cursor: 'pointer',
                bgcolor: index === active ? 'action.selected' : undefined,
                '&:hover': { bgcolor: index === active ? 'action.selected' : 'action.hover' },
              }}
            >
              {option.kind === 'history' ? (
                <>
                  <HistoryIcon fontSize="small" sx={{ color: 'text.secondary' }} />
                  <Box
                    sx={{
                      flex: 1,
                      minWidth: 0,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {option.entry.term}
                  </Box>
                  <IconButton
                    size="small"
                    tabIndex={-1}
                    aria-hidden="true"
                    title={t('search.removeFromHistory', { term: option.entry.term })}
                    data-testid="remove-history-entry"
                    onClick={(event) => {
                      event.stopPropagation();
                      onRemove(option.entry);
                    }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              ) : (
                <Box sx={{ flex: 1, minWidth: 0, py: 1, overflowWrap: 'anywhere' }}>
                  {option.suggestion.label}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      ))}
    </Paper>
  );
}
