import { ActionIcon, Alert, Button, Center, Group, Loader, Menu, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { CREATE_MILESTONE_TEMPLATE, DELETE_MILESTONE_TEMPLATE, MILESTONE_TEMPLATES, UPDATE_MILESTONE_TEMPLATE, type MilestoneTemplate } from './documents';
import { MilestoneFormModal } from './MilestoneFormModal';
import { emptyMilestoneForm, milestoneFormValuesOf } from './milestoneForm';

type Dialog = { kind: 'add'; parent: MilestoneTemplate | null } | { kind: 'edit' | 'delete'; template: MilestoneTemplate } | null;

function TemplateLine({ template, top, onDialog }: { template: MilestoneTemplate; top: boolean; onDialog: (d: Dialog) => void }) {
  const { t, i18n } = useTranslation('milestones');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const target = template.target !== null ? `${number.format(template.target)}${template.unit ? ` ${template.unit}` : ''}` : null;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs" data-testid={top ? 'milestone-template' : 'milestone-sub-template'} data-name={template.name}>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={top ? 700 : 500} size={top ? 'md' : 'sm'} style={{ overflowWrap: 'anywhere' }}>
          {template.name}
        </Text>
        {template.goal ? <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{template.goal}</Text> : null}
        {target ? <Text size="xs" c="dimmed">{t('templates.target', { target })}</Text> : null}
      </Stack>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('actions', { name: template.name })} data-testid="template-menu">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onDialog({ kind: 'edit', template })}>
            {t('edit')}
          </Menu.Item>
          {top ? (
            <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => onDialog({ kind: 'add', parent: template })} data-testid="template-add-sub">
              {t('addSub')}
            </Menu.Item>
          ) : null}
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDialog({ kind: 'delete', template })}>
            {t('delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/**
 * /startups/programs/milestone-templates (D-138): the organisation's milestone templates with their sub-milestones —
 * goal, unit and target — which staff copy into a startup's plan from its milestones tab.
 */
export function MilestoneTemplatesPage() {
  const { t } = useTranslation('milestones');
  const errorText = useErrorText();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data, error, refetch } = useQuery(MILESTONE_TEMPLATES, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_MILESTONE_TEMPLATE);
  const [update] = useMutation(UPDATE_MILESTONE_TEMPLATE);
  const [remove] = useMutation(DELETE_MILESTONE_TEMPLATE);
  const nodes = data?.milestoneTemplates;
  const done = () => void refetch();
  return (
    <Stack gap="lg" maw={960} w="100%" data-testid="milestone-templates-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('templates.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add', parent: null })} data-testid="template-add">
          {t('templates.add')}
        </Button>
      </Group>
      <Text c="dimmed">{t('templates.intro')}</Text>
      {!nodes ? (
        error ? (
          <Alert color="red">{errorText(error)}</Alert>
        ) : (
          <Center py="xl">
            <Loader size="sm" aria-label={t('loading')} />
          </Center>
        )
      ) : nodes.length === 0 ? (
        <Text c="dimmed" data-testid="templates-empty">{t('templates.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {nodes.map((node) => (
            <Paper key={node.template._id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <Stack gap="sm">
                <TemplateLine template={node.template} top onDialog={setDialog} />
                {node.children.length > 0 ? (
                  <Stack gap="xs" ps={{ base: 'sm', sm: 'lg' }} style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}>
                    {node.children.map((child) => (
                      <TemplateLine key={child._id} template={child} top={false} onDialog={setDialog} />
                    ))}
                  </Stack>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {dialog?.kind === 'add' ? (
        <MilestoneFormModal
          title={dialog.parent ? t('addSubTitle', { name: dialog.parent.name }) : t('templates.add')}
          initial={emptyMilestoneForm()}
          withDueOn={false}
          onSave={async (input) => {
            await create({ variables: { input: { ...input, parentId: dialog.parent?._id ?? null } } });
            done();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <MilestoneFormModal
          title={t('editTitle')}
          initial={milestoneFormValuesOf(dialog.template)}
          withDueOn={false}
          onSave={async (input) => {
            await update({ variables: { id: dialog.template._id, input } });
            done();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <Modal opened onClose={() => setDialog(null)} title={<Text fw={700}>{t('templates.deleteTitle')}</Text>} centered>
          <Stack gap="md">
            <Text style={{ overflowWrap: 'anywhere' }}>{t('templates.deleteConfirm', { name: dialog.template.name })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('cancel')}
              </Button>
              <Button
                color="red"
                data-testid="template-delete-confirm"
                onClick={() => {
                  const id = dialog.template._id;
                  setDialog(null);
                  remove({ variables: { id } }).then(done, (failure: unknown) => toast('error', errorText(failure)));
                }}
              >
                {t('delete')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
