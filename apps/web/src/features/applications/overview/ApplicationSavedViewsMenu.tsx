import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SavedViewsMenu } from '../../../lib/saved-views/SavedViewsMenu';
import { APPLICATION_SAVED_VIEWS, CREATE_APPLICATION_SAVED_VIEW, DELETE_APPLICATION_SAVED_VIEW, UPDATE_APPLICATION_SAVED_VIEW, type ApplicationSavedView } from './bulkDocuments';
import { toViewInput, type OverviewState } from './overviewState';

interface Props {
  state: OverviewState;
  current: ApplicationSavedView | null;
  onApply: (view: ApplicationSavedView | null) => void;
}

/** Saved views of the overview (flag savedViewsApplications; D-294): the shared menu on the applications scope. */
export function ApplicationSavedViewsMenu({ state, current, onApply }: Props) {
  const { t } = useTranslation('applicationsPipeline');
  const { data } = useQuery(APPLICATION_SAVED_VIEWS, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [APPLICATION_SAVED_VIEWS] };
  const [create, created] = useMutation(CREATE_APPLICATION_SAVED_VIEW, refetch);
  const [update] = useMutation(UPDATE_APPLICATION_SAVED_VIEW);
  const [remove] = useMutation(DELETE_APPLICATION_SAVED_VIEW, refetch);
  return (
    <SavedViewsMenu
      views={data?.applicationSavedViews ?? []}
      current={current}
      onApply={onApply}
      onSaveAs={async (name) => (await create({ variables: { name, state: toViewInput(state) } }).catch(() => null))?.data?.createApplicationSavedView ?? null}
      saving={created.loading}
      saveError={created.error}
      onUpdate={(saved) => void update({ variables: { id: saved._id, state: toViewInput(state) } })}
      onDelete={(saved) => remove({ variables: { id: saved._id } })}
      defaultLabel={t('views.default')}
      testIdPrefix="application-view"
    />
  );
}
