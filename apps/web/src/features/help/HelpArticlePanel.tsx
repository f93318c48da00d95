import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { contentLanguage } from './contentLanguage';
import { HELP_ARTICLE } from './documents';
import { MarkdownView, type FollowLink } from './MarkdownView';
import { LoadingIndicator } from '../../components/LoadingIndicator';

interface HelpArticlePanelProps {
  slug: string;
  locale: string;
  onBack: () => void;
  onFollow: FollowLink;
}

/** One help page: its title (focused, so screen readers start there), an English-fallback note, the page itself. */
export function HelpArticlePanel({ slug, locale, onBack, onFollow }: HelpArticlePanelProps) {
  const { t } = useTranslation('help');
  const { data, loading, error, refetch } = useQuery(HELP_ARTICLE, { variables: { slug, locale }, fetchPolicy: 'cache-and-network' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const article = data?.helpArticle;
  useEffect(() => {
    if (article) headingRef.current?.focus();
  }, [article]);

  let body;
  if (loading && !data) {
    body = (
      <Group justify="center" py="lg">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Group>
    );
  } else if (error && !data) {
    body = (
      <Stack align="center" gap="xs" py="lg" role="alert">
        <Text size="sm">{t('error')}</Text>
        <Button size="xs" variant="light" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else if (!article) {
    body = (
      <Text size="sm" py="lg" ta="center" role="status" data-testid="help-docs-not-found">
        {t('notFound')}
      </Text>
    );
  } else {
    const updated = new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'medium' }).format(new Date(article.updatedAt));
    body = (
      <Stack gap="sm">
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }} {...contentLanguage(article.locale)}>
          {article.title}
        </Title>
        {/* The organisation's articles (D-586) are written in one language: not an untranslated shipped page. */}
        {article.section !== 'organisation' && article.locale !== locale && locale !== 'en' ? (
          <Alert variant="light" color="gray" icon={<IconLanguage size={16} aria-hidden />} p="xs" data-testid="help-docs-english-only">
            <Text size="xs">{t('englishOnly')}</Text>
          </Alert>
        ) : null}
        <Box {...contentLanguage(article.locale)}>
          <MarkdownView source={article.body} onFollow={onFollow} />
        </Box>
        <Text size="xs" c="dimmed">
          {t('updated', { date: updated })}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-testid="help-docs-article" data-slug={slug}>
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} className={MIRROR_IN_RTL} aria-hidden />}
          onClick={onBack}
          data-testid="help-docs-back"
        >
          {t('back')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
