import { htmlLang } from '../../app/i18n/locale';
import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { CREATE_MILESTONE_TEMPLATE, DELETE_MILESTONE_TEMPLATE, MILESTONE_TEMPLATES, UPDATE_MILESTONE_TEMPLATE, type MilestoneTemplate } from './documents';
import { MilestoneDialogs, MilestoneItemMenu, type MilestoneDialog } from './MilestoneDialogs';
import { LoadingIndicator } from '../../components/LoadingIndicator';

type Dialog = MilestoneDialog<MilestoneTemplate> | null;

function TemplateLine({ template, top, onDialog }: { template: MilestoneTemplate; top: boolean; onDialog: (d: Dialog) => void }) {
  const { t, i18n } = useTranslation('milestones');
  const number = new Intl.NumberFormat(htmlLang(i18n.language), { maximumFractionDigits: 2 });
  const target = template.target !== null ? `${number.format(template.target)}${template.unit ? ` ${template.unit}` : ''}` : null;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs" data-testid={top ? 'milestone-template' : 'milestone-sub-template'} data-name={template.name}>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={top ? 700 : 500} size={top ? 'md' : 'sm'} style={{ overflowWrap: 'anywhere' }}>
          {template.name}
        </Text>
        {template.goal ? (
          <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {template.goal}
          </Text>
        ) : null}
        {target ? <Text size="xs" c="dimmed">{t('templates.target', { target })}</Text> : null}
      </Stack>
      <MilestoneItemMenu item={template} top={top} onDialog={onDialog} testIds={{ menu: 'template-menu', addSub: 'template-add-sub' }} />
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
            <LoadingIndicator size="sm" label={t('loading')} />
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
      <MilestoneDialogs
        dialog={dialog}
        withDueOn={false}
        addTitle={t('templates.add')}
        deleteTitle={t('templates.deleteTitle')}
        deleteConfirm={(name) => t('templates.deleteConfirm', { name })}
        deleteTestId="template-delete-confirm"
        onCreate={async (input, parentId) => {
          await create({ variables: { input: { ...input, parentId } } });
          done();
        }}
        onUpdate={async (id, input) => {
          await update({ variables: { id, input } });
          done();
        }}
        onDelete={(id) => void remove({ variables: { id } }).then(done, (failure: unknown) => toast('error', errorText(failure)))}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
