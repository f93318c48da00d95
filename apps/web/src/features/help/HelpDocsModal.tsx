import { useQuery } from '@apollo/client/react';
import { Modal } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HELP_ARTICLES } from './documents';
import { HelpArticlePanel } from './HelpArticlePanel';
import { HelpSearchPanel } from './HelpSearchPanel';
import type { FollowLink } from './MarkdownView';

/** Typing settles for this long before the server is asked. */
export const HELP_SEARCH_DEBOUNCE_MS = 250;
const SEARCH_LIMIT = 20;
const BROWSE_LIMIT = 50;

interface HelpDocsModalProps {
  opened: boolean;
  onClose: () => void;
  initialQuery?: string;
  initialSlug?: string | null;
}

/**
 * The documentation search modal (D1 §2.4, CHR-33): the pages written for the viewer's user type, searched on the
 * server's full-text index as the user types, and read in place. Links to other pages stay in the modal; links into
 * the app close it and navigate.
 */
export function HelpDocsModal({ opened, onClose, initialQuery = '', initialSlug = null }: HelpDocsModalProps) {
  const { t, i18n } = useTranslation('help');
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 576px)');
  const locale = i18n.language;
  const [query, setQuery] = useState(initialQuery);
  const [slug, setSlug] = useState<string | null>(initialSlug);
  const [debounced] = useDebouncedValue(query.trim(), HELP_SEARCH_DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(HELP_ARTICLES, {
    variables: { search: debounced === '' ? null : debounced, locale, limit: debounced === '' ? BROWSE_LIMIT : SEARCH_LIMIT },
    // The organisation's articles change while the app is open (D-586): what was cached shows at once, then the answer.
    fetchPolicy: 'cache-and-network',
    skip: !opened,
  });
  const hits = (data ?? previousData)?.helpArticles;

  const wasReading = useRef(slug !== null);
  useEffect(() => {
    // Back from a page: the search box gets the focus again, with the results as they were.
    if (wasReading.current && slug === null) inputRef.current?.focus();
    wasReading.current = slug !== null;
  }, [slug]);

  const follow: FollowLink = (target) => {
    if (target.kind === 'help') {
      setSlug(target.slug);
      return;
    }
    onClose();
    void navigate(target.path);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('title')}
      size="xl"
      fullScreen={narrow}
      closeOnEscape
      data-testid="help-docs"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {slug === null ? (
        <HelpSearchPanel
          query={query}
          onQueryChange={setQuery}
          searched={debounced}
          hits={hits}
          loading={loading}
          failed={error !== undefined}
          onRetry={() => void refetch()}
          onOpen={setSlug}
          inputRef={inputRef}
        />
      ) : (
        <HelpArticlePanel slug={slug} locale={locale} onBack={() => setSlug(null)} onFollow={follow} />
      )}
    </Modal>
  );
}
