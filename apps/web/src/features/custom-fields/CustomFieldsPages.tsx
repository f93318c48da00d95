import { Alert, Center } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useErrorText } from '../../lib/errors/useErrorText';
import { CustomFieldEditor } from './CustomFieldEditor';
import { CustomFieldsList } from './CustomFieldsList';
import { CUSTOM_FIELD_BY_ID } from './documents';
import { CUSTOMS_PATHS, isTarget, readSplat, SETUP_PATHS, type FieldPaths } from './paths';
import { LoadingIndicator } from '../../components/LoadingIndicator';

function EditField({ id, paths }: { id: string; paths: FieldPaths }) {
  const { t } = useTranslation('customFields');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { data, error } = useQuery(CUSTOM_FIELD_BY_ID, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const field = data?.customField;
  if (!field) {
    return error ? (
      <Alert color="red">{errorText(error)}</Alert>
    ) : (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  return <CustomFieldEditor key={field._id} target={field.target} field={field} onSaved={(saved) => void navigate(paths.list(saved.target))} onCancel={() => void navigate(paths.list(field.target))} />;
}

function NewField({ paths }: { paths: FieldPaths }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const wanted = search.get('target');
  const target = isTarget(wanted) ? wanted : 'startup';
  return <CustomFieldEditor key={target} target={target} field={null} onSaved={(saved) => void navigate(paths.list(saved.target))} onCancel={() => void navigate(paths.list(target))} />;
}

/** /fields/customs/* — the list of a target (/fields/customs/startup), /new, or one field (/fields/customs/{id}). */
export function CustomFieldsPage() {
  const params = useParams();
  const route = readSplat(params['*']);
  if (route.kind === 'new') return <NewField paths={CUSTOMS_PATHS} />;
  if (route.kind === 'edit') return <EditField id={route.id} paths={CUSTOMS_PATHS} />;
  return <CustomFieldsList target={route.target} paths={CUSTOMS_PATHS} />;
}

/** /setup/profile-fields — the same list, its target in ?target= (D-214). */
export function SetupProfileFieldsPage() {
  const [search] = useSearchParams();
  const wanted = search.get('target');
  return <CustomFieldsList target={isTarget(wanted) ? wanted : 'startup'} paths={SETUP_PATHS} />;
}

/** /setup/fields/{id} — one field, or "new" to create one. */
export function SetupFieldPage() {
  const { id } = useParams();
  if (!id || id === 'new') return <NewField paths={SETUP_PATHS} />;
  return <EditField id={id} paths={SETUP_PATHS} />;
}
