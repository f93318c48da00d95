import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@hatchery/domain';
import { IconArrowBackUp, IconBook, IconDeviceFloppy, IconTrash, IconWorldUpload } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useSaveOnLeave } from '../../lib/forms/useSaveOnLeave';
import { MarkdownPreview, openHelpDocs } from '../help';
import { BODY_MAX, SUMMARY_MAX, TITLE_MAX, publishProblems, sameValues, valuesOf, type ArticleField, type ArticleValues } from './articleValues';
import type { ArticleReader, ManagedArticle } from './documents';
import { ARTICLE_READERS } from './readers';
import { useArticleActions } from './useArticleActions';

const LANGUAGES = SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }));

/**
 * An article being written (D-586): its title, summary and Markdown body (with a preview as readers will see it), who
 * reads it and its language, and what to do with it — save, publish or take back to draft, delete. Unsaved changes are
 * saved when the editor goes away.
 */
export function ArticleEditor({ article }: { article: ManagedArticle }) {
  const { t } = useTranslation('articles');
  const [values, setValues] = useState<ArticleValues>(() => valuesOf(article));
  // What the server holds, as this editor last saved it: the "unsaved changes" mark compares with it.
  const [saved, setSaved] = useState<ArticleValues>(() => valuesOf(article));
  const [errors, setErrors] = useState<Partial<Record<ArticleField, string>>>({});
  const [deleting, setDeleting] = useState(false);
  const actions = useArticleActions(article, {
    onFieldError: (field, message) => setErrors((previous) => ({ ...previous, [field]: message })),
    onSaved: setSaved,
  });
  const dirty = !sameValues(values, saved);
  useSaveOnLeave(values, dirty, actions.keep, actions.ended);
  const published = article.status === 'PUBLISHED';

  const change = (next: Partial<ArticleValues>) => {
    setValues((previous) => ({ ...previous, ...next }));
    setErrors((previous) => {
      const cleared = { ...previous };
      for (const key of Object.keys(next)) delete cleared[key as ArticleField];
      return cleared;
    });
  };

  const startPublish = () => {
    const problems = publishProblems(values);
    if (problems.title || problems.body) {
      setErrors({
        ...(problems.title ? { title: t('editor.requiredToPublish') } : {}),
        ...(problems.body ? { body: t('editor.requiredToPublish') } : {}),
      });
      return;
    }
    void actions.publish(values, dirty);
  };

  return (
    <Stack gap="lg" data-testid="article-editor">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="article-text-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="article-text-title">
            {t('editor.text')}
          </Title>
          <TextInput
            label={t('editor.title')}
            required
            maxLength={TITLE_MAX}
            value={values.title}
            onChange={(event) => change({ title: event.currentTarget.value })}
            error={errors.title}
            dir="auto"
            data-testid="article-title-input"
          />
          <Textarea
            label={t('editor.summary')}
            description={t('editor.summaryHelp')}
            autosize
            minRows={2}
            maxRows={4}
            maxLength={SUMMARY_MAX}
            value={values.summary}
            onChange={(event) => change({ summary: event.currentTarget.value })}
            error={errors.summary}
            dir="auto"
            data-testid="article-summary-input"
          />
          <Tabs defaultValue="write" keepMounted={false}>
            <Tabs.List aria-label={t('editor.bodyTabs')}>
              <Tabs.Tab value="write" data-testid="article-tab-write">
                {t('editor.write')}
              </Tabs.Tab>
              <Tabs.Tab value="preview" data-testid="article-tab-preview">
                {t('editor.preview')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="write" pt="sm">
              <Textarea
                label={t('editor.body')}
                description={t('editor.bodyHelp')}
                required
                autosize
                minRows={12}
                maxRows={30}
                maxLength={BODY_MAX}
                value={values.body}
                onChange={(event) => change({ body: event.currentTarget.value })}
                error={errors.body}
                dir="auto"
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                data-testid="article-body-input"
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="sm">
              <Paper withBorder radius="md" p="md" data-testid="article-preview" lang={values.language.replace('_', '-')} dir="auto">
                {values.body.trim() ? (
                  <Suspense fallback={<LoadingIndicator size="sm" label={t('loading')} />}>
                    <MarkdownPreview source={values.body} onFollow={() => undefined} />
                  </Suspense>
                ) : (
                  <Text c="dimmed">{t('editor.previewEmpty')}</Text>
                )}
              </Paper>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="article-readers-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="article-readers-title">
            {t('editor.readersTitle')}
          </Title>
          <Checkbox.Group
            label={t('editor.audience')}
            description={t('editor.audienceHelp')}
            value={values.audience}
            onChange={(audience) => change({ audience: audience as ArticleReader[] })}
            error={errors.audience}
            data-testid="article-readers"
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
              {ARTICLE_READERS.map((reader) => (
                <Checkbox key={reader} value={reader} label={t(`readers.${reader}`)} data-testid={`article-reader-${reader}`} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Select
            label={t('editor.language')}
            description={t('editor.languageHelp')}
            data={LANGUAGES}
            value={values.language}
            onChange={(language) => language && change({ language })}
            allowDeselect={false}
            error={errors.language}
            maw={320}
            data-testid="article-language"
          />
        </Stack>
      </Paper>
      <Group justify="space-between" gap="sm" data-testid="article-actions">
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)} data-testid="article-delete" data-action="deleteArticle">
          {t('editor.delete')}
        </Button>
        <Group gap="sm" justify="flex-end">
          <Text size="sm" c="dimmed" data-testid="article-saved-state" aria-live="polite">
            {dirty ? t('editor.unsaved') : t('editor.allSaved')}
          </Text>
          <Button variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={actions.busy === 'save'} onClick={() => void actions.save(values)} data-testid="article-save" data-action="updateArticle">
            {t('editor.save')}
          </Button>
          {published ? (
            <>
              <Button variant="default" leftSection={<IconBook size={16} aria-hidden />} onClick={() => openHelpDocs({ slug: article.helpSlug })} disabled={dirty} data-testid="article-view-docs">
                {t('editor.viewInDocs')}
              </Button>
              <Button variant="light" leftSection={<IconArrowBackUp size={16} aria-hidden />} loading={actions.busy === 'unpublish'} onClick={() => void actions.unpublish()} data-testid="article-unpublish" data-action="unpublishArticle">
                {t('editor.unpublish')}
              </Button>
            </>
          ) : (
            <Button leftSection={<IconWorldUpload size={16} aria-hidden />} loading={actions.busy === 'publish'} onClick={startPublish} data-testid="article-publish" data-action="publishArticle">
              {t('editor.publish')}
            </Button>
          )}
        </Group>
      </Group>
      <ConfirmDeleteModal
        opened={deleting}
        title={t('editor.deleteTitle')}
        message={t('editor.deleteConfirm', { title: values.title.trim() || t('list.untitled') })}
        cancelLabel={t('cancel')}
        confirmLabel={t('editor.delete')}
        loading={actions.busy === 'delete'}
        onConfirm={() => void actions.remove()}
        onClose={() => setDeleting(false)}
        testId="article-delete-confirm"
      />
    </Stack>
  );
}
