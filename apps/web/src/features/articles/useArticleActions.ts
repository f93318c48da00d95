import type { Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { fieldRefusalOf, useRefusalText } from '../../lib/forms/fieldRefusal';
import { ARTICLE_FIELDS, type ArticleField, type ArticleValues } from './articleValues';
import { DELETE_ARTICLE, PUBLISH_ARTICLE, UNPUBLISH_ARTICLE, UPDATE_ARTICLE, type ManagedArticle } from './documents';
import { ARTICLES_MANAGEMENT_PATH } from './paths';

/** A page of the list as the cache holds it: its rows are references. */
interface CachedArticlePage {
  items: readonly Reference[];
  totalCount: number;
}

function withoutArticle(page: CachedArticlePage, cacheId: string | undefined): CachedArticlePage {
  const items = page.items.filter((row) => row.__ref !== cacheId);
  return items.length === page.items.length ? page : { ...page, items, totalCount: Math.max(0, page.totalCount - 1) };
}

/**
 * What the editor does with its article: save it, publish it (saving first, so what readers get is what is on
 * screen), take it back to draft, delete it. A refusal naming one of the article's fields (extensions.field) is shown
 * under that field (`onFieldError`); any other is a toast in the server's words.
 */
export function useArticleActions(
  article: ManagedArticle,
  { onFieldError, onSaved }: { onFieldError: (field: ArticleField, message: string) => void; onSaved: (values: ArticleValues) => void },
) {
  const { t } = useTranslation('articles');
  const errorText = useErrorText();
  const refusalText = useRefusalText({ 'is required to publish': t('editor.requiredToPublish'), 'choose at least one reader': t('editor.noReader') });
  const navigate = useNavigate();
  const client = useApolloClient();
  const [update] = useMutation(UPDATE_ARTICLE);
  const [publish] = useMutation(PUBLISH_ARTICLE);
  const [unpublish] = useMutation(UNPUBLISH_ARTICLE);
  const [remove] = useMutation(DELETE_ARTICLE);
  const [busy, setBusy] = useState<'save' | 'publish' | 'unpublish' | 'delete' | null>(null);
  // Deleted: nothing to save on the way out (useSaveOnLeave).
  const ended = useRef(false);

  const refused = (error: unknown) => {
    const refusal = fieldRefusalOf(error);
    if (refusal && (ARTICLE_FIELDS as readonly string[]).includes(refusal.field)) {
      onFieldError(refusal.field as ArticleField, refusalText(refusal, t(`editor.${refusal.field as ArticleField}`)));
    } else toast('error', errorText(error));
  };

  const save = async (values: ArticleValues): Promise<boolean> => {
    try {
      await update({ variables: { id: article._id, input: values } });
      onSaved(values);
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  const run = async (kind: NonNullable<typeof busy>, work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    ended: () => ended.current,
    /** Saves on the way out of the editor: a toast says it was kept (the page is gone), or what went wrong. */
    keep: async (values: ArticleValues) => {
      if (await save(values)) toast('success', t('editor.saved'));
    },
    save: (values: ArticleValues) =>
      run('save', async () => {
        if (await save(values)) toast('success', t('editor.saved'));
      }),
    publish: (values: ArticleValues, dirty: boolean) =>
      run('publish', async () => {
        if (dirty && !(await save(values))) return;
        await publish({ variables: { id: article._id } });
        toast('success', t('editor.publishedToast'));
      }),
    unpublish: () =>
      run('unpublish', async () => {
        await unpublish({ variables: { id: article._id } });
        toast('success', t('editor.unpublishedToast'));
      }),
    remove: () =>
      run('delete', async () => {
        await remove({ variables: { id: article._id } });
        ended.current = true;
        toast('success', t('editor.deleted'));
        // Out of every cached list, but not evicted under its own open page (see the emails area, D-584).
        const cacheId = client.cache.identify({ __typename: 'ManagedArticle', _id: article._id });
        client.cache.modify<{ managedArticles: CachedArticlePage }>({
          fields: { managedArticles: (page, { isReference }) => (isReference(page) ? page : withoutArticle(page, cacheId)) },
        });
        await navigate(ARTICLES_MANAGEMENT_PATH);
      }),
  };
}
