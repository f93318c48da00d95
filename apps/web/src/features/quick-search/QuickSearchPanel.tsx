import { Badge, Box, Button, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconBook, IconLock, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchItems, type SearchItem } from './searchIndex';

interface QuickSearchPanelProps {
  opened: boolean;
  items: readonly SearchItem[];
  onClose: () => void;
  onChoose: (item: SearchItem) => void;
  /** When nothing matches: offers to search the documentation for the same words. */
  onSearchDocs?: (query: string) => void;
}

/** CHR-28/29/31: the search box, the results (arrow keys move, Enter opens) and the empty state. */
export function QuickSearchPanel({ opened, items, onClose, onChoose, onSearchDocs }: QuickSearchPanelProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const results = useMemo(() => searchItems(items, query), [items, query]);

  useEffect(() => {
    if (!opened) setQuery('');
  }, [opened]);
  useEffect(() => setSelected(0), [query]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setSelected((i) => (results.length === 0 ? 0 : (i + 1) % results.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected((i) => (results.length === 0 ? 0 : (i - 1 + results.length) % results.length));
    } else if (event.key === 'Enter') {
      const item = results[selected];
      if (item && !item.locked) onChoose(item);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('quickSearch.title')} size="lg" data-testid="quick-search" closeOnEscape>
      <TextInput
        data-autofocus
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('quickSearch.placeholder')}
        aria-label={t('quickSearch.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        data-testid="quick-search-input"
      />
      {results.length === 0 ? (
        <Stack gap={4} align="center" py="lg" data-testid="quick-search-empty">
          <Text fw={600}>{t('quickSearch.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('quickSearch.emptyText')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('quickSearch.emptyQuery', { query: query.trim() })}
          </Text>
          {onSearchDocs && query.trim() !== '' ? (
            <Button variant="light" size="xs" mt="xs" leftSection={<IconBook size={14} aria-hidden />} onClick={() => onSearchDocs(query.trim())} data-testid="quick-search-docs">
              {t('help:searchFromQuickSearch', { query: query.trim() })}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack gap={2} mt="sm" role="listbox" aria-label={t('quickSearch.results')} mah={420} style={{ overflowY: 'auto' }}>
          {results.map((item, index) => (
            <UnstyledButton
              key={item.key}
              role="option"
              aria-selected={index === selected}
              aria-disabled={item.locked || undefined}
              data-key={item.key}
              onMouseEnter={() => setSelected(index)}
              onClick={() => (item.locked ? undefined : onChoose(item))}
              p="xs"
              style={{ borderRadius: 8, background: index === selected ? 'var(--mantine-color-default-hover)' : undefined }}
            >
              <Box style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                {item.locked ? <IconLock size={14} aria-label={t('shell.locked')} /> : null}
                <Text size="sm" fw={600}>
                  {item.label}
                </Text>
                {item.trail.length > 0 ? (
                  <Badge size="xs" variant="light">
                    {item.trail.join(' › ')}
                  </Badge>
                ) : null}
              </Box>
              <Text size="xs" c="dimmed">
                {/* eslint-disable-next-line no-restricted-syntax -- a translated page description, not what people wrote (D-569) */}
                {item.description}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
