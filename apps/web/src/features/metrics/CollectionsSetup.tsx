import { ActionIcon, Badge, Button, Card, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { localizedText } from './localized';
import { CollectionForm } from './CollectionForm';
import { collectionToForm, emptyCollection } from './collectionForm';
import { DATA_COLLECTION, DELETE_METRIC_COLLECTION, SET_METRIC_COLLECTION, type MetricCollection, type MetricCollectionInput } from './documents';
import { QuestionnaireEditor } from './QuestionnaireEditor';

/**
 * The set-up part of /startups/metrics/data-collection: the collections (who reports which metrics from when) and
 * the questionnaire. Rendered only for viewers the server lets manage the set-up (metricsAbilities), so its empty
 * state means "none yet", never "not yours to see".
 */
export function CollectionsSetup() {
  const { t, i18n } = useTranslation('metrics');
  const errorText = useErrorText();
  // Full screen on phones (390 px): the form is long.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const { data, loading, error } = useQuery(DATA_COLLECTION, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: DATA_COLLECTION }];
  const [setCollection] = useMutation(SET_METRIC_COLLECTION, { refetchQueries });
  const [deleteCollection] = useMutation(DELETE_METRIC_COLLECTION, { refetchQueries });
  const [editing, setEditing] = useState<MetricCollection | 'new' | null>(null);
  const collections = useMemo(() => data?.metricCollections ?? [], [data]);
  const programs = useMemo(() => {
    const map = new Map<string, string>();
    for (const c of collections) if (c.program) map.set(c.program._id, c.program.name);
    return [...map].map(([_id, name]) => ({ _id, name }));
  }, [collections]);

  const save = async (input: MetricCollectionInput) => {
    try {
      await setCollection({ variables: { input } });
      void alerts.success(t('staff.saved'));
      setEditing(null);
    } catch (failure) {
      void alerts.error(errorText(failure));
    }
  };
  const remove = async (c: MetricCollection) => {
    if (!window.confirm(t('staff.collection.confirmDelete', { name: c.name }))) return;
    try {
      await deleteCollection({ variables: { id: c.id } });
    } catch (failure) {
      void alerts.error(errorText(failure));
    }
  };

  return (
    <>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="collection-new" data-action="setMetricCollection">
              {t('staff.collection.new')}
            </Button>
          </Group>
          {loading && !data ? (
            <Skeleton height={160} />
          ) : error && !data ? (
            <Text c="red" ta="center" py="lg" data-testid="collections-error">{errorText(error)}</Text>
          ) : collections.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg" data-testid="collections-empty">{t('staff.collection.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={600}>
              <Table verticalSpacing="sm" data-testid="collections-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('staff.collection.name')}</Table.Th>
                    <Table.Th>{t('staff.collection.who')}</Table.Th>
                    <Table.Th>{t('staff.collection.startsOn')}</Table.Th>
                    <Table.Th>{t('staff.collection.metrics')}</Table.Th>
                    <Table.Th w={80} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {collections.map((c) => (
                    <Table.Tr key={c.id} data-testid="collection-row">
                      <Table.Td fw={500}>{c.name}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" size="sm" mie={6}>{c.startup ? t('staff.collection.aStartup') : t('staff.collection.aProgram')}</Badge>
                        {c.startup?.name ?? c.program?.name ?? '—'}
                      </Table.Td>
                      <Table.Td dir="ltr" style={{ textAlign: 'start' }}>{c.startsOn}</Table.Td>
                      <Table.Td>
                        <Text dir="auto" size="sm" lineClamp={2}>{c.metrics.map((m) => localizedText(m.name, i18n.language)).join(', ')}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <ActionIcon variant="subtle" aria-label={t('staff.collection.editNamed', { name: c.name })} onClick={() => setEditing(c)} data-action="setMetricCollection">
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" aria-label={t('staff.collection.deleteNamed', { name: c.name })} onClick={() => void remove(c)} data-action="deleteMetricCollection">
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
      {data && <QuestionnaireEditor key={data.categorizationQuestionSet.map((q) => `${q.id}${q.key}`).join()} questions={data.categorizationQuestionSet} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('staff.collection.new') : t('staff.collection.edit')} size="lg" fullScreen={narrow}>
        {editing !== null && (
          <CollectionForm
            initial={editing === 'new' ? emptyCollection() : collectionToForm(editing)}
            metrics={data?.metrics ?? []}
            programs={programs}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
