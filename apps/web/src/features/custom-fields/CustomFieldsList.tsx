import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { CUSTOM_FIELD_TARGETS, type Locale } from '@hatchery/domain';
import { IconLayoutList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArchiveRowMenu } from '../../components/ArchiveRowMenu';
import { QueryStateView } from '../../lib/queryState/QueryStateView';
import { useErrorText } from '../../lib/errors/useErrorText';
import { ARCHIVE_CUSTOM_FIELD, CUSTOM_FIELDS, RESTORE_CUSTOM_FIELD, type CustomFieldItem, type CustomFieldTarget } from './documents';
import { fieldLabel } from './fieldView';
import type { FieldPaths } from './paths';

interface Props {
  target: CustomFieldTarget;
  paths: FieldPaths;
}

function FieldMenu({ field, paths, onDone }: { field: CustomFieldItem; paths: FieldPaths; onDone: () => void }) {
  const { t, i18n } = useTranslation('customFields');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [archive] = useMutation(ARCHIVE_CUSTOM_FIELD);
  const [restore] = useMutation(RESTORE_CUSTOM_FIELD);
  const variables = { id: field._id };
  return (
    <ArchiveRowMenu
      ariaLabel={t('list.actions', { label: fieldLabel(field, i18n.language as Locale) })}
      testPrefix="field"
      edit={{ label: t('list.edit'), onClick: () => void navigate(paths.edit(field._id)) }}
      archived={!!field.archivedAt}
      archive={{ label: t('list.archive'), run: () => archive({ variables }) }}
      restore={{ label: t('list.restore'), run: () => restore({ variables }) }}
      errorText={errorText}
      onDone={onDone}
    />
  );
}

/** /fields/customs (and /setup/profile-fields): the fields of one kind of record; create, edit, archive, arrange. */
export function CustomFieldsList({ target, paths }: Props) {
  const { t, i18n } = useTranslation('customFields');
  const lang = i18n.language as Locale;
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [withArchived, setWithArchived] = useState(false);
  const { data, error, refetch } = useQuery(CUSTOM_FIELDS, { variables: { target, includeArchived: withArchived }, fetchPolicy: 'cache-and-network' });
  const fields = data?.customFields;
  return (
    <Stack gap="lg" w="100%" maw={1200} miw={0} data-testid="custom-fields-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <Group gap="sm">
          {target !== 'application' ? (
            <Button component={Link} to={`/profiles/${target}/builder`} variant="default" leftSection={<IconLayoutList size={16} aria-hidden />} data-testid="open-builder">
              {t('list.arrange')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.create(target)} leftSection={<IconPlus size={16} aria-hidden />} data-testid="field-create">
            {t('list.create')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t('list.target')}
          value={target}
          onChange={(next) => void navigate(paths.list(next as CustomFieldTarget))}
          data={CUSTOM_FIELD_TARGETS.map((value) => ({ value, label: t(`targets.${value}`) }))}
          data-testid="field-target"
        />
        <Switch label={t('list.showArchived')} checked={withArchived} onChange={(e) => setWithArchived(e.currentTarget.checked)} />
      </Group>
      <QueryStateView
        data={fields}
        error={error}
        errorText={errorText}
        isEmpty={(list) => list.length === 0}
        emptyText={t('list.empty', { target: t(`targets.${target}`) })}
        emptyTestId="fields-empty"
        loadingLabel={t('loading')}
      >
        {(list) => (
        // Positioned and clipping: the visually hidden column title (absolutely placed) must not widen the page.
        <Paper withBorder radius="md" miw={0} pos="relative" style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={720} type="native">
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.label')}</Table.Th>
                <Table.Th>{t('list.slug')}</Table.Th>
                <Table.Th>{t('list.type')}</Table.Th>
                <Table.Th>{t('list.category')}</Table.Th>
                <Table.Th>{t('list.visibility')}</Table.Th>
                <Table.Th>{t('list.values')}</Table.Th>
                <Table.Th w={48}>
                  <VisuallyHidden>{t('list.actionsColumn')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((field) => (
                <Table.Tr key={field._id} data-testid="field-row" data-slug={field.slug}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Anchor component={Link} to={paths.edit(field._id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                        <bdi>{fieldLabel(field, lang)}</bdi>
                      </Anchor>
                      {field.required ? <Badge size="xs" variant="light" miw="max-content">{t('list.required')}</Badge> : null}
                      {field.archivedAt ? <Badge size="xs" color="gray" miw="max-content">{t('list.archived')}</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" dir="ltr">
                      {field.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`types.${field.type}`)}</Table.Td>
                  <Table.Td>{field.category ? <bdi>{field.category}</bdi> : '—'}</Table.Td>
                  <Table.Td>
                    {/* Never cut (as the startup badges, D-172): the longest visibility is a whole sentence in some languages. */}
                    <Badge variant="light" miw="max-content" color={field.visibility === 'staff' ? 'grape' : field.visibility === 'members' ? 'blue' : 'teal'} data-testid="field-visibility">
                      {t(`visibility.${field.visibility}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{field.valueCount}</Table.Td>
                  <Table.Td>
                    <FieldMenu field={field} paths={paths} onDone={() => void refetch()} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          </Table.ScrollContainer>
        </Paper>
        )}
      </QueryStateView>
    </Stack>
  );
}
