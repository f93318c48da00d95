import { Button, Card, Group, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { isTagKind, TAG_KINDS, type TagKind } from '@hatchery/domain';
import { IconArrowMerge, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CREATE_TAG, TAGS, type TagRow } from './documents';
import { TagColorPicker } from './TagColorPicker';
import { DeleteTagModal, EditTagModal, MergeTagModal } from './TagDialogs';
import { TagBadge, useNameError, useTaxonomyAlerts } from './taxonomyUi';
import { RowActions } from '../../components/RowActions';

/** /setup/tags/{kind} offers exactly these kinds (RTE-59); /taxonomy/tags and /admin/tags all ten. */
const SETUP_KINDS: readonly TagKind[] = ['mentortag', 'startup', 'user', 'community', 'application', 'event', 'topic'];

/** Which list the address names: /taxonomy/tags/{kind}, /setup/tags/{kind} or /admin/tags/{kind} (startup by default). */
export function tagRoute(pathname: string): { base: string; kind: TagKind; kinds: readonly TagKind[] } {
  const match = /^\/(taxonomy|setup|admin)\/tags(?:\/([^/]+))?/.exec(pathname);
  const area = match?.[1] ?? 'taxonomy';
  const named = match?.[2] ?? '';
  const kinds = area === 'setup' ? SETUP_KINDS : TAG_KINDS;
  const kind = isTagKind(named) && kinds.includes(named) ? named : 'startup';
  return { base: `/${area}/tags`, kind, kinds };
}

function CreateTagForm({ kind }: { kind: TagKind }) {
  const { t } = useTranslation('community');
  const { attempt } = useTaxonomyAlerts();
  const nameError = useNameError();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [create, { loading }] = useMutation(CREATE_TAG, { refetchQueries: [{ query: TAGS, variables: { kind } }], awaitRefetchQueries: true });
  const error = touched ? nameError(name) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError(name)) return;
    if (await attempt(() => create({ variables: { kind, name, color } }))) {
      setName('');
      setColor(null);
      setTouched(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="create-tag">
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 220px' }}
            label={t('tags.name')}
            placeholder={t('tags.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={error}
            data-testid="tag-name"
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={loading} leftSection={<IconPlus size={16} aria-hidden />} data-action="createTag">
            {t('tags.add')}
          </Button>
        </Group>
        <TagColorPicker value={color} onChange={setColor} />
      </Stack>
    </form>
  );
}

export function TagsPage() {
  const { t } = useTranslation(['community', 'pages']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { base, kind, kinds } = tagRoute(pathname);
  const { data, loading } = useQuery(TAGS, { variables: { kind }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<TagRow | null>(null);
  const [merging, setMerging] = useState<TagRow | null>(null);
  const [deleting, setDeleting] = useState<TagRow | null>(null);
  const list = data?.tags ?? [];

  return (
    <Stack gap="lg" data-testid="tags-page" data-kind={kind}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(`pages:tags.${kind}`)}
          </Title>
          <Text c="dimmed">{t('community:tags.intro')}</Text>
        </Stack>
        <Select
          w={220}
          aria-label={t('community:tags.kind')}
          data={kinds.map((value) => ({ value, label: t(`pages:tags.${value}`) }))}
          value={kind}
          allowDeselect={false}
          onChange={(value) => value && void navigate(`${base}/${value}`)}
          data-testid="tag-kind-select"
        />
      </Group>
      <Card withBorder radius="lg" padding="lg" maw={860}>
        <Stack gap="lg">
          <CreateTagForm kind={kind} />
          {loading && !data ? (
            <Skeleton height={160} />
          ) : list.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg" data-testid="tags-empty">
              {t('community:tags.empty')}
            </Text>
          ) : (
            <Table verticalSpacing="sm" highlightOnHover data-testid="tags-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('community:tags.name')}</Table.Th>
                    <Table.Th w={120} visibleFrom="sm">
                      {t('community:tags.usage')}
                    </Table.Th>
                    <Table.Th w={112} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((tag) => (
                    <Table.Tr key={tag._id} data-testid="tag-row" data-name={tag.name}>
                      <Table.Td>
                        <TagBadge tag={tag} size="lg" maw="100%" />
                        {/* On a phone the usage goes under the name, so the actions stay in view. */}
                        <Text size="xs" c="dimmed" mt={4} hiddenFrom="sm">
                          {t('community:tags.usageCount', { count: tag.usageCount ?? 0 })}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm" c="dimmed" data-testid="tag-usage">
                          {t('community:tags.usageCount', { count: tag.usageCount ?? 0 })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          actions={[
                            { label: t('community:tags.edit'), ariaLabel: t('community:tags.editNamed', { name: tag.name }), icon: <IconPencil size={16} />, onClick: () => setEditing(tag), action: 'updateTag' },
                            { label: t('community:tags.merge'), ariaLabel: t('community:tags.mergeNamed', { name: tag.name }), icon: <IconArrowMerge size={16} />, onClick: () => setMerging(tag), disabled: list.length < 2, action: 'mergeTags' },
                            { label: t('community:tags.delete'), ariaLabel: t('community:tags.deleteNamed', { name: tag.name }), icon: <IconTrash size={16} />, onClick: () => setDeleting(tag), color: 'red', action: 'deleteTag' },
                          ]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
          )}
        </Stack>
      </Card>
      <EditTagModal tag={editing} kind={kind} onClose={() => setEditing(null)} />
      <MergeTagModal tag={merging} kind={kind} tags={list} onClose={() => setMerging(null)} />
      <DeleteTagModal tag={deleting} kind={kind} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
