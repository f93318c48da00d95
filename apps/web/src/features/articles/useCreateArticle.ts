import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useAttempt } from './articlesState';
import { CREATE_ARTICLE } from './documents';
import { articlePath } from './paths';

/** Starts an empty draft and opens its editor (a refusal is shown as a toast). */
export function useCreateArticle(): { create: () => Promise<boolean>; creating: boolean } {
  const navigate = useNavigate();
  const attempt = useAttempt();
  const [createArticle, { loading }] = useMutation(CREATE_ARTICLE);
  const create = () =>
    attempt(async () => {
      const result = await createArticle();
      const article = result.data?.createArticle;
      if (article) await navigate(articlePath(article._id));
    });
  return { create, creating: loading };
}
