import { ActionIcon, Badge, Button, Card, Group, Modal, Skeleton, Stack, Switch, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '../../lib/forms/useFocusFirstInvalid';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { localizedText } from './localized';
import { ARCHIVE_METRIC, CREATE_METRIC, CREATE_METRIC_CATEGORY, STAFF_METRICS, UPDATE_METRIC, type MetricInput, type StaffMetric } from './documents';
import { MetricEditor } from './MetricEditor';
import { emptyMetricForm, formToMetricInput, metricToForm } from './metricForm';
import { SettingsHeader } from '../settings';

export function NewCategory({ onCreate }: { onCreate: (name: string) => Promise<void> }) {
  const { t } = useTranslation('metrics');
  const [name, setName] = useState('');
  // D1 §5: an empty name says so (Enter in the field, or the button) instead of doing nothing.
  const [attempted, setAttempted] = useState(false);
  const { formRef, focusFirstInvalidSoon } = useFocusFirstInvalid();
  const error = attempted && !name.trim() ? t('common:validation.required', { field: t('staff.config.newCategory') }) : undefined;
  const create = () => {
    if (!name.trim()) {
      setAttempted(true);
      focusFirstInvalidSoon();
      return;
    }
    void onCreate(name.trim()).then(() => {
      setName('');
      setAttempted(false);
    });
  };
  return (
    <form ref={formRef} noValidate onSubmit={(e) => { e.preventDefault(); create(); }} data-testid="new-category-form">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput size="xs" aria-label={t('staff.config.newCategory')} placeholder={t('staff.config.newCategory')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} dir="auto" data-testid="new-category-name" />
        <Button size="xs" variant="default" type="submit" data-action="createMetricCategory">{t('staff.config.addCategory')}</Button>
      </Group>
    </form>
  );
}

/** /admin/configuration/metrics: the incubator's metrics (D2 §3.10) — list, create, edit, archive and restore. */
export function MetricsConfigPage() {
  const { t, i18n } = useTranslation('metrics');
  const errorText = useErrorText();
  // Full screen on phones (390 px): the form is long.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const [includeArchived, setIncludeArchived] = useState(false);
  const { data, loading } = useQuery(STAFF_METRICS, { variables: { includeArchived }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: STAFF_METRICS, variables: { includeArchived } }];
  const [create] = useMutation(CREATE_METRIC, { refetchQueries });
  const [update] = useMutation(UPDATE_METRIC, { refetchQueries });
  const [archive] = useMutation(ARCHIVE_METRIC, { refetchQueries });
  const [createCategory] = useMutation(CREATE_METRIC_CATEGORY, { refetchQueries });
  const [editing, setEditing] = useState<StaffMetric | 'new' | null>(null);
  const metrics = data?.metrics ?? [];
  const categories = data?.metricCategories ?? [];

  const attempt = async (run: () => Promise<unknown>) => {
    try {
      await run();
      void alerts.success(t('staff.saved'));
      return true;
    } catch (error) {
      void alerts.error(errorText(error));
      return false;
    }
  };
  const save = async (input: MetricInput) => {
    const ok = await attempt(() => (editing && editing !== 'new' ? update({ variables: { id: editing._id, input } }) : create({ variables: { input } })));
    if (ok) setEditing(null);
  };
  const restore = (metric: StaffMetric) => attempt(() => update({ variables: { id: metric._id, input: { ...formToMetricInput(metricToForm(metric)), archived: false } } }));

  return (
    <Stack gap="lg" maw={1100} w="100%" data-testid="metrics-config-page">
      <SettingsHeader
        section="metrics"
        title={t('staff.config.title')}
        description={t('staff.config.intro')}
        actions={<Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="metric-new" data-action="createMetric">{t('staff.config.new')}</Button>}
      />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Switch label={t('staff.config.showArchived')} checked={includeArchived} onChange={(e) => setIncludeArchived(e.currentTarget.checked)} />
            <NewCategory onCreate={async (name) => void (await attempt(() => createCategory({ variables: { name: [{ language: i18n.language, value: name }] } })))} />
          </Group>
          {loading && !data ? (
            <Skeleton height={200} />
          ) : metrics.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">{t('staff.config.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="metrics-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('staff.config.name')}</Table.Th>
                    <Table.Th>{t('staff.form.category')}</Table.Th>
                    <Table.Th>{t('staff.form.unit')}</Table.Th>
                    <Table.Th>{t('staff.form.recurrence')}</Table.Th>
                    <Table.Th>{t('staff.form.rules')}</Table.Th>
                    <Table.Th w={96} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {metrics.map((metric) => {
                    const name = localizedText(metric.name, i18n.language);
                    return (
                      <Table.Tr key={metric._id} data-testid="metric-row">
                        <Table.Td>
                          <Group gap={6}>
                            <Text fw={500}>{name}</Text>
                            {metric.isCore && <Badge size="xs" variant="light">{t('staff.config.core')}</Badge>}
                            {metric.archived && <Badge size="xs" color="gray">{t('staff.config.archived')}</Badge>}
                          </Group>
                        </Table.Td>
                        <Table.Td>{metric.category ? localizedText(metric.category.name, i18n.language) : '—'}</Table.Td>
                        <Table.Td>{metric.unitOfMeasure.unitType === 'CUSTOM' && metric.unitOfMeasure.customName ? metric.unitOfMeasure.customName : t(`staff.units.${metric.unitOfMeasure.unitType}`)}</Table.Td>
                        <Table.Td>{t('staff.config.every', { amount: metric.trackingRecurrence.amount, unit: t(`staff.recurrence.${metric.trackingRecurrence.type}`) })}</Table.Td>
                        <Table.Td>{metric.rules.length}</Table.Td>
                        <Table.Td>
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Tooltip label={t('staff.config.edit')}>
                              <ActionIcon variant="subtle" aria-label={t('staff.config.editNamed', { name })} onClick={() => setEditing(metric)} data-action="updateMetric">
                                <IconPencil size={16} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={metric.archived ? t('staff.config.restore') : t('staff.config.archive')}>
                              <ActionIcon
                                variant="subtle"
                                color={metric.archived ? 'teal' : 'red'}
                                aria-label={metric.archived ? t('staff.config.restoreNamed', { name }) : t('staff.config.archiveNamed', { name })}
                                onClick={() => void (metric.archived ? restore(metric) : attempt(() => archive({ variables: { id: metric._id } })))}
                                data-action={metric.archived ? 'updateMetric' : 'archiveMetric'}
                              >
                                {metric.archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('staff.config.new') : t('staff.config.edit')} size="xl" fullScreen={narrow}>
        {editing !== null && (
          <MetricEditor
            initial={editing === 'new' ? emptyMetricForm(i18n.language) : metricToForm(editing)}
            metrics={metrics}
            categories={categories}
            editingId={editing === 'new' ? null : editing._id}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
