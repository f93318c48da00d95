import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AreaCrumbs } from '../../components/AreaCrumbs';
import { ArticleDate } from './ArticleDate';
import { ArticleEditor } from './ArticleEditor';
import { ArticleStatusBadge } from './ArticleStatusBadge';
import { NotReady } from './articlesState';
import { MANAGED_ARTICLE } from './documents';
import { ARTICLES_MANAGEMENT_PATH } from './paths';

/** "Articles › title": the way back to the list, the last step the current article. */
function ArticleCrumbs({ current }: { current: string }) {
  const { t } = useTranslation('articles');
  return <AreaCrumbs label={t('breadcrumbs')} area={t('area.title')} areaPath={ARTICLES_MANAGEMENT_PATH} current={current} />;
}

/** /articles/management/article/:id (D-586): one article in its editor. Keyed by id, as the email page (D-584). */
export function ArticleEditorPage() {
  const { id = '' } = useParams();
  return <ArticleOfId key={id} id={id} />;
}

function ArticleOfId({ id }: { id: string }) {
  const { t } = useTranslation('articles');
  const { data, error } = useQuery(MANAGED_ARTICLE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const article = data?.managedArticle;

  if (data && !article) {
    return (
      <Stack gap="md" maw={960} w="100%">
        <ArticleCrumbs current={t('editor.pageTitle')} />
        <Paper withBorder radius="md" p="xl" data-testid="article-not-found">
          <Stack align="center" gap="xs">
            <Text fw={600}>{t('editor.notFound')}</Text>
            <Anchor component={Link} to={ARTICLES_MANAGEMENT_PATH} size="sm">
              {t('editor.backToList')}
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    );
  }
  if (!article) return <NotReady error={error} testId="article-error" maw={960} back={<ArticleCrumbs current={t('editor.pageTitle')} />} />;

  const title = article.title.trim() || t('list.untitled');
  return (
    <Stack gap="lg" maw={960} w="100%" data-testid="article-page" data-status={article.status}>
      <ArticleCrumbs current={title} />
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="article-heading">
            {article.title.trim() ? title : t('editor.newArticle')}
          </Title>
          <ArticleStatusBadge status={article.status} />
        </Group>
        <Text size="sm" c="dimmed" dir="auto" data-testid="article-byline">
          {article.publishedAt && article.status === 'PUBLISHED' ? (
            <ArticleDate at={article.publishedAt} words={(date) => t('editor.publishedOn', { date })} />
          ) : (
            <ArticleDate at={article.updatedAt} words={(date) => t('list.editedBy', { date, name: article.updatedByName ?? article.authorName ?? '—' })} />
          )}
        </Text>
      </Stack>
      <ArticleEditor key={article._id} article={article} />
    </Stack>
  );
}
