import { Badge, Box, Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpArticleHit } from './documents';
import { contentLanguage } from './contentLanguage';
import { Highlighted } from './Highlighted';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/** The browse list's sections: the organisation's own articles (D-586) first, then the shipped pages'. */
export const HELP_SECTIONS = ['organisation', 'getting-started', 'account', 'workspace', 'administration'] as const;

interface HelpSearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The search the hits answer (debounced); empty: the table of contents. */
  searched: string;
  hits: readonly HelpArticleHit[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (slug: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

const optionId = (slug: string) => `help-docs-hit-${slug}`;

function HitOption({ hit, selected, searching, onOpen, onHover }: { hit: HelpArticleHit; selected: boolean; searching: boolean; onOpen: () => void; onHover: () => void }) {
  const { t } = useTranslation('help');
  return (
    <UnstyledButton
      id={optionId(hit.slug)}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      data-testid="help-docs-hit"
      data-slug={hit.slug}
      onClick={onOpen}
      onMouseEnter={onHover}
      p="xs"
      style={{ borderRadius: 8, display: 'block', width: '100%', background: selected ? 'var(--mantine-color-default-hover)' : undefined }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600} {...contentLanguage(hit.locale)}>
          <Highlighted parts={hit.titleParts} />
        </Text>
        {searching ? (
          <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
            {t(`sections.${hit.section}`, { defaultValue: hit.section })}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={3} {...contentLanguage(hit.locale)}>
        <Highlighted parts={hit.snippet} />
      </Text>
    </UnstyledButton>
  );
}

/** The search box and its results (CHR-33): arrow keys move, Enter opens, hits grouped by section when browsing. */
export function HelpSearchPanel({ query, onQueryChange, searched, hits, loading, failed, onRetry, onOpen, inputRef }: HelpSearchPanelProps) {
  const { t } = useTranslation('help');
  const [selected, setSelected] = useState(0);
  const list = hits ?? [];
  const searching = searched.trim() !== '';
  useEffect(() => setSelected(0), [hits]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (list.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setSelected((i) => (i + 1) % list.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected((i) => (i - 1 + list.length) % list.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = list[selected];
      if (hit) onOpen(hit.slug);
    }
  };

  const active = list[selected];
  const option = (hit: HelpArticleHit, index: number) => (
    <HitOption key={hit.slug} hit={hit} selected={index === selected} searching={searching} onOpen={() => onOpen(hit.slug)} onHover={() => setSelected(index)} />
  );

  let body;
  if (failed && !hits) {
    body = (
      <Stack align="center" gap="xs" py="lg" role="alert">
        <Text size="sm">{t('error')}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else if (!hits) {
    body = (
      <Group justify="center" py="lg">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Group>
    );
  } else if (list.length === 0) {
    body = (
      <Stack gap={4} align="center" py="lg" data-testid="help-docs-empty" role="status">
        <Text fw={600}>{searching ? t('emptyTitle') : t('noPages')}</Text>
        {searching ? (
          <Text size="sm" c="dimmed" ta="center">
            {t('emptyText', { query: searched.trim() })}
          </Text>
        ) : null}
      </Stack>
    );
  } else {
    body = (
      <Box id="help-docs-results" role="listbox" aria-label={t('results')} data-testid="help-docs-results" aria-busy={loading || undefined}>
        {searching
          ? list.map(option)
          : HELP_SECTIONS.map((section) => {
              const inSection = list.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.section === section);
              if (inSection.length === 0) return null;
              return (
                <Box key={section} role="group" aria-labelledby={`help-docs-section-${section}`} mb="xs">
                  <Text id={`help-docs-section-${section}`} size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pt="xs">
                    {t(`sections.${section}`)}
                  </Text>
                  {inSection.map(({ hit, index }) => option(hit, index))}
                </Box>
              );
            })}
      </Box>
    );
  }

  return (
    <Stack gap="sm">
      <TextInput
        ref={inputRef}
        data-autofocus
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        role="combobox"
        aria-expanded={list.length > 0}
        aria-controls="help-docs-results"
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active.slug) : undefined}
        leftSection={loading && hits ? <Loader size={14} aria-hidden /> : <IconSearch size={16} aria-hidden />}
        data-testid="help-docs-search"
        maxLength={200}
      />
      {body}
      <Text size="xs" c="dimmed" ta="center" aria-hidden>
        {t('keyboardHint')}
      </Text>
    </Stack>
  );
}
