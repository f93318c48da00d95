import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SavedViewsMenu as SharedSavedViewsMenu } from '../../lib/saved-views/SavedViewsMenu';
import { CREATE_SAVED_VIEW, DELETE_SAVED_VIEW, SAVED_VIEWS, UPDATE_SAVED_VIEW, type SavedView } from './documents';
import { toViewInput, type ViewState } from './portfolioView';

interface Props {
  view: ViewState;
  current: SavedView | null;
  onApply: (view: SavedView | null) => void;
}

/** Saved views of the portfolio (flag savedViewsStartups): the shared menu on the startups scope. */
export function SavedViewsMenu({ view, current, onApply }: Props) {
  const { t } = useTranslation('portfolio');
  const { data } = useQuery(SAVED_VIEWS, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [SAVED_VIEWS] };
  const [create, created] = useMutation(CREATE_SAVED_VIEW, refetch);
  const [update] = useMutation(UPDATE_SAVED_VIEW);
  const [remove] = useMutation(DELETE_SAVED_VIEW, refetch);
  return (
    <SharedSavedViewsMenu
      views={data?.savedViews ?? []}
      current={current}
      onApply={onApply}
      onSaveAs={async (name) => (await create({ variables: { name, state: toViewInput(view) } }).catch(() => null))?.data?.createSavedView ?? null}
      saving={created.loading}
      saveError={created.error}
      onUpdate={(saved) => void update({ variables: { id: saved._id, state: toViewInput(view) } })}
      onDelete={(saved) => remove({ variables: { id: saved._id } })}
      defaultLabel={t('views.default')}
      testIdPrefix="saved-view"
    />
  );
}
