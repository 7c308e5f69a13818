/**
 * The search bar (spec 02 s.2): the page's placeholder, Ctrl+K / Cmd+K to focus, a clear
 * button, the trimmed text written to q 300 ms after typing stops (empty removes q),
 * suggestions while typing and the recent searches when empty. Enter searches at once and
 * closes the list. A combobox: arrow keys move through the list, Enter picks, Escape closes.
 */
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputBase } from '@mui/material';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { emitSearchSubmit } from '../../components/searchSubmit';
import { reportError } from '../../report';
import {
  addToHistory,
  historyOf,
  removeFromHistory,
  searchHistoryStore,
} from '../../storage/searchHistory';
import { useStore } from '../../storage/useStore';
import {
  searchQueryInUrl,
  serializeFilters,
  useFilters,
  useSearchQuery,
  useSetUrlParams,
} from '../../url';
import { useCurrentSearchScope, type PageSearchScope } from '../../page/page-context';
import { optionId, type ListOption } from './listOption';
import { placeholderFor } from './placeholder';
import { useSuggestions } from './suggestions';
import { useDebounced } from './useDebounced';
import { useSearchShortcut } from './useSearchShortcut';

// The list and what a chosen suggestion does load with the first focus of the field, not
// before the first results.
const loadSuggestionList = () => import('./SuggestionList');
const SuggestionList = lazy(loadSuggestionList);
const prefetchList = () => {
  loadSuggestionList().catch((error: unknown) => reportError(error, 'Search list load failure'));
};

export function SearchBar() {
  const scope = useCurrentSearchScope();
  // Pages without search (legal pages, not found) show no search bar.
  if (!scope) return null;
  return <SearchField key={`${scope.kind}/${scope.brandId ?? ''}`} scope={scope} />;
}

function SearchField({ scope }: { scope: PageSearchScope }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useSearchQuery();
  const [filters] = useFilters();
  const setParams = useSetUrlParams();
  const [text, setText] = useState(q);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const committed = useRef(q);
  /** Typing since focus: the first q change pushes a history entry, later ones replace it. */
  const typing = useRef<false | 'push' | 'replace'>(false);
  const listId = useId();
  useSearchShortcut(input);

  // q changed from outside (back/forward, a link, a chip): show it. Read from the address
  // bar, not from this render: the router renders each navigation as a transition, so a
  // render can show an older location than the URL (and its effects run after the visitor
  // has searched again), or the same q as the last one while the URL has moved on.
  const location = useLocation();
  useEffect(() => {
    const inUrl = searchQueryInUrl();
    if (inUrl !== committed.current) {
      committed.current = inUrl;
      setText(inUrl);
    }
  }, [location]);

  const commit = (term: string, replace = false) => {
    committed.current = term;
    setQ(term, { replace });
  };

  // Typing: the trimmed text becomes q once it rests; one history entry per typing session.
  const term = useDebounced(text.trim());
  useEffect(() => {
    if (term === committed.current || !typing.current) return;
    commit(term, typing.current === 'replace');
    typing.current = 'replace';
  }, [term]);

  const historyScope = scope.kind;
  const history = historyOf(useStore(searchHistoryStore), historyScope);
  const suggestions = useSuggestions(scope.kind, text.trim() ? term : '');
  const options: ListOption[] = text.trim()
    ? (suggestions ?? []).map((suggestion) => ({ kind: 'suggestion', suggestion }))
    : history.map((entry) => ({ kind: 'history', entry }));
  const open = focused && !dismissed && options.length > 0;

  const close = () => {
    setDismissed(true);
    setActive(-1);
  };

  const search = (value: string) => {
    const trimmed = value.trim();
    setText(trimmed);
    // Already in the URL (the pause after typing put it there): no second history entry.
    if (trimmed !== committed.current) commit(trimmed);
    addToHistory(trimmed, historyScope);
    emitSearchSubmit(trimmed);
    // Typing after a search is a new search: its first pause pushes a history entry.
    typing.current = false;
    close();
  };

  const choose = async (option: ListOption) => {
    if (option.kind === 'history') return search(option.entry.term);
    close();
    try {
      const { chooseSuggestion } = await import('./chooseSuggestion');
      const choice = await chooseSuggestion(option.suggestion, scope, filters);
      // A label completing only the last word keeps the words typed before it ("Stuhl oa":
      // Oak filters, "Stuhl" stays the search text).
      const before = option.suggestion.before ?? '';
      if (choice.kind === 'query')
        return search(before ? `${before} ${choice.query}` : choice.query);
      const kept = choice.kind === 'navigate' ? '' : before;
      setText(kept);
      committed.current = kept;
      if (choice.kind === 'navigate') void navigate(choice.path);
      else setParams({ q: kept || null, f: serializeFilters(choice.filters) });
      input.current?.blur();
    } catch (error) {
      reportError(error, 'Applying a search suggestion failed');
      search(option.suggestion.label);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(false);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: the highlight wraps through it.
      setActive((index) => ((index + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = open ? options[active] : undefined;
      // What the input shows, which a render still to come may not have in `text` yet.
      if (option) void choose(option);
      else search(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    } else if (event.key === 'Delete' && open && options[active]?.kind === 'history') {
      event.preventDefault();
      const option = options[active];
      if (option.kind === 'history') removeFromHistory(option.entry);
    }
  };

  const onBlur = () => {
    setFocused(false);
    setActive(-1);
    // A search typed and left (to look at the results) counts as searched.
    if (typing.current && committed.current) addToHistory(committed.current, historyScope);
    typing.current = false;
  };

  return (
    <Box sx={{ position: { xs: 'static', md: 'relative' } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          height: 38,
          pl: 1.25,
          borderRadius: 999,
          bgcolor: 'grey.100',
          border: 1,
          borderColor: focused ? 'primary.main' : 'transparent',
          '&:hover': { bgcolor: 'grey.200' },
        }}
      >
        <SearchIcon fontSize="small" sx={{ color: 'text.secondary', mr: 1 }} />
        <InputBase
          inputRef={input}
          value={text}
          placeholder={placeholderFor(scope, t)}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            setActive(-1);
            typing.current ||= 'push';
          }}
          onFocus={() => {
            prefetchList();
            setFocused(true);
            setDismissed(false);
          }}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          // The bar has its own clear button: hide the browser's for type=search.
          sx={{
            flex: 1,
            minWidth: 0,
            fontSize: '0.95rem',
            '& input::-webkit-search-cancel-button': { display: 'none' },
          }}
          slotProps={{
            input: {
              role: 'combobox',
              type: 'search',
              enterKeyHint: 'search',
              'aria-label': placeholderFor(scope, t),
              'aria-autocomplete': 'list',
              'aria-expanded': open,
              'aria-controls': open ? listId : undefined,
              'aria-activedescendant': open && active >= 0 ? optionId(listId, active) : undefined,
              'aria-keyshortcuts': 'Control+K Meta+K',
            },
          }}
        />
        {text && (
          <IconButton
            size="small"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              commit('');
              setDismissed(false);
              input.current?.focus();
            }}
            sx={{ mr: 0.25 }}
          >
            <ClearIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {open && (
        <Suspense fallback={null}>
          <SuggestionList
            id={listId}
            options={options}
            active={active}
            onChoose={(option) => void choose(option)}
            onRemove={removeFromHistory}
          />
        </Suspense>
      )}
    </Box>
  );
}
