import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBook2, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ArticleDate } from './ArticleDate';
import { ArticleStatusBadge } from './ArticleStatusBadge';
import { NotReady } from './articlesState';
import { MANAGED_ARTICLES, type ArticleStatus, type ManagedArticle } from './documents';
import { articlePath } from './paths';
import { readersText } from './readers';
import { useCreateArticle } from './useCreateArticle';

const PAGE_SIZE = 100;
type StatusFilter = 'all' | 'drafts' | 'published';
const FILTER_STATUS: Record<StatusFilter, ArticleStatus | null> = { all: null, drafts: 'DRAFT', published: 'PUBLISHED' };

function NewArticleButton({ testId = 'new-article' }: { testId?: string }) {
  const { t } = useTranslation('articles');
  const { create, creating } = useCreateArticle();
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} loading={creating} onClick={() => void create()} data-testid={testId} data-action="createArticle">
      {t('list.new')}
    </Button>
  );
}

/** No article yet: what articles are for, and the way to write the first one. */
function FirstArticle() {
  const { t } = useTranslation('articles');
  return <EmptyState icon={<IconBook2 size={30} />} title={t('list.emptyTitle')} body={t('list.empty')} testId="articles-empty" action={<NewArticleButton testId="new-article-empty" />} />;
}

function ArticleRow({ article }: { article: ManagedArticle }) {
  const { t } = useTranslation('articles');
  return (
    <Table.Tr data-testid="article-row" data-article-id={article._id} data-status={article.status}>
      <Table.Td style={{ maxWidth: 420 }}>
        <Anchor component={Link} to={articlePath(article._id)} fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="article-row-title">
          {article.title.trim() || t('list.untitled')}
        </Anchor>
        {article.summary ? (
          <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
            {article.summary}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <ArticleStatusBadge status={article.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="article-row-readers">
          {readersText(article.audience, (reader) => t(`readers.${reader}`), t('readers.everyone'), t('readers.separator'))}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" component="span" dir="auto">
          <ArticleDate at={article.updatedAt} words={(date) => t('list.editedBy', { date, name: article.updatedByName ?? article.authorName ?? '—' })} />
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /articles/management (D-586): the organisation's own help pages — drafts and published ones, latest change first —
 * with a status filter, a search and "New article". The route is for holders of ARTICLES:EDIT (the route table's
 * permission guard), so the page asks for the list straight away.
 */
export function ArticlesManagementPage() {
  const { t } = useTranslation('articles');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, previousData, error } = useQuery(MANAGED_ARTICLES, {
    variables: { status: FILTER_STATUS[filter], search: debounced || null, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.managedArticles;
  const filtered = filter !== 'all' || debounced !== '';

  let content;
  if (!page) {
    content = <NotReady error={error} testId="articles-error" />;
  } else if (page.items.length === 0 && !filtered) {
    content = <FirstArticle />;
  } else if (page.items.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center" dir="auto" data-testid="articles-no-match">
          {debounced ? t('list.noMatch', { search: debounced }) : t(`list.noneWithStatus.${filter}`)}
        </Text>
      </Paper>
    );
  } else {
    content = (
      <Stack gap="sm">
        <Paper withBorder radius="md">
          <Table.ScrollContainer
            minWidth={720}
            // The links sit in the first column: the scroll area takes the focus, so a keyboard user reaches the columns
            // off screen at 375 px (axe scrollable-region-focusable).
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('list.tableLabel') } }}
          >
            <Table verticalSpacing="sm" highlightOnHover data-testid="articles-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.title')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                  <Table.Th>{t('list.readers')}</Table.Th>
                  <Table.Th>{t('list.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((article) => (
                  <ArticleRow key={article._id} article={article} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Text size="sm" c="dimmed" data-testid="articles-shown">
          {t('list.shown', { count: page.totalCount, shown: page.items.length })}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={1100} w="100%" data-testid="articles-management">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={1} size="h2">
            {t('area.title')}
          </Title>
          <Text c="dimmed">{t('area.subtitle')}</Text>
        </Stack>
        <NewArticleButton />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as StatusFilter)}
          data={(['all', 'drafts', 'published'] as const).map((value) => ({ value, label: t(`list.filter.${value}`) }))}
          aria-label={t('list.filterLabel')}
          data-testid="articles-status-filter"
        />
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.searchLabel')}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
          data-testid="articles-search"
        />
      </Group>
      {content}
    </Stack>
  );
}
