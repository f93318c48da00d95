import { ActionIcon, Button, Group, Menu, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconDots, IconFileText, IconMailForward, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { EmptyState } from '../../components/EmptyState';
import { DELETE_EMAIL_TEMPLATE, EMAIL_TEMPLATES, type EmailTemplate, type EmailTemplateKind } from './documents';
import { EmailDate } from './EmailDate';
import { EmailsFrame } from './EmailsFrame';
import { NotReady, useRemoval } from './emailsState';
import { TemplateDialog } from './TemplateDialog';
import { useCreateEmail } from './useCreateEmail';

/** A template's menu: edit it, delete it. */
function TemplateRowMenu({ template, onEdit, onDelete }: { template: EmailTemplate; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('emails');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('templates.actions', { name: template.name })} data-testid="template-row-menu">
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} data-testid="template-row-edit" data-action="updateEmailTemplate">
          {t('edit')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete} data-testid="template-row-delete" data-action="deleteEmailTemplate">
          {t('delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The email templates (/emails/templates) or the content templates (/emails/content-templates) of D-584, by name: each
 * opens in its dialog; an email template also starts a new email ("Use").
 */
export function TemplateList({ kind }: { kind: EmailTemplateKind }) {
  const { t } = useTranslation('emails');
  const { data, error } = useQuery(EMAIL_TEMPLATES, { variables: { kind }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<EmailTemplate | 'new' | null>(null);
  const [remove, { loading: removingNow }] = useMutation(DELETE_EMAIL_TEMPLATE, {
    update(cache, result) {
      const id = result.data?.deleteEmailTemplate;
      if (id) cache.evict({ id: cache.identify({ __typename: 'EmailTemplate', _id: id }) });
      cache.gc();
    },
  });
  const removal = useRemoval<EmailTemplate & { title: string }>((id) => remove({ variables: { id } }), (name) => t('templates.deleted', { name }));
  const { create, creating } = useCreateEmail();
  const templates = data?.emailTemplates;
  const isEmail = kind === 'TEMPLATE';
  const words = isEmail ? 'templates' : 'contentTemplates';

  let content;
  if (!templates) {
    content = <NotReady error={error} testId="templates-error" />;
  } else if (templates.length === 0) {
    content = <EmptyState icon={<IconFileText size={30} />} title={t(`${words}.emptyTitle`)} body={t(`${words}.empty`)} testId="templates-empty" />;
  } else {
    content = (
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={isEmail ? 680 : 520}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="templates-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('templates.name')}</Table.Th>
                {isEmail ? <Table.Th>{t('composer.subject')}</Table.Th> : null}
                <Table.Th>{t('templates.updated')}</Table.Th>
                <Table.Th w={isEmail ? 150 : 56}>
                  <VisuallyHidden>{t('templates.actionsColumn')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.map((template) => (
                <Table.Tr key={template._id} data-testid="template-row" data-template-id={template._id}>
                  <Table.Td style={{ maxWidth: 280 }}>
                    <Text fw={600} size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="template-row-name">
                      {template.name}
                    </Text>
                    {!isEmail ? (
                      <Text size="xs" c="dimmed" dir="auto" lineClamp={2}>
                        {template.body}
                      </Text>
                    ) : null}
                  </Table.Td>
                  {isEmail ? (
                    <Table.Td style={{ maxWidth: 280 }}>
                      <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                        {template.subject || '—'}
                      </Text>
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Text size="sm" c="dimmed" component="span">
                      <EmailDate at={template.updatedAt} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      {isEmail ? (
                        <Button
                          variant="light"
                          size="xs"
                          leftSection={<IconMailForward size={14} aria-hidden />}
                          loading={creating}
                          onClick={() => void create(template._id)}
                          aria-label={t('templates.useLabel', { name: template.name })}
                          data-testid="template-row-use"
                          data-action="createOutgoingEmail"
                        >
                          {t('templates.use')}
                        </Button>
                      ) : null}
                      <TemplateRowMenu template={template} onEdit={() => setEditing(template)} onDelete={() => removal.ask({ ...template, title: template.name })} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  }

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="new-template" data-action="createEmailTemplate">
      {t(`${words}.new`)}
    </Button>
  );
  return (
    <EmailsFrame active={isEmail ? 'templates' : 'contentTemplates'} actions={newButton}>
      <div data-testid={isEmail ? 'email-templates' : 'content-templates'}>{content}</div>
      <TemplateDialog
        key={editing === 'new' ? 'new' : (editing?._id ?? 'closed')}
        kind={kind}
        template={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteModal
        opened={removal.removing !== null}
        title={t(`${words}.deleteTitle`)}
        message={t('templates.deleteConfirm', { name: removal.removing?.name ?? '' })}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        loading={removingNow}
        onConfirm={removal.confirm}
        onClose={removal.close}
        testId="template-delete-confirm"
      />
    </EmailsFrame>
  );
}
