import { Button, Menu, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconChevronDown, IconFile, IconFileText, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMAIL_TEMPLATES } from './documents';
import { EMAIL_TEMPLATES_PATH } from './paths';
import { useCreateEmail } from './useCreateEmail';

/** "New email": a blank draft, or one started from an email template (its subject and body). */
export function NewEmailMenu({ testId = 'new-email' }: { testId?: string }) {
  const { t } = useTranslation('emails');
  const { data } = useQuery(EMAIL_TEMPLATES, { variables: { kind: 'TEMPLATE' }, fetchPolicy: 'cache-and-network' });
  const { create, creating } = useCreateEmail();
  const templates = data?.emailTemplates ?? [];
  return (
    <Menu position="bottom-end" withinPortal width={280}>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={creating}
          data-testid={testId}
          data-action="createOutgoingEmail"
        >
          {t('list.new')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="new-email-menu">
        <Menu.Item leftSection={<IconFile size={14} aria-hidden />} onClick={() => void create(null)} data-testid="new-email-blank">
          {t('list.newBlank')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('list.fromTemplate')}</Menu.Label>
        {templates.map((template) => (
          <Menu.Item
            key={template._id}
            leftSection={<IconFileText size={14} aria-hidden />}
            onClick={() => void create(template._id)}
            data-testid="new-email-template"
            data-template-id={template._id}
          >
            <Text size="sm" dir="auto" lineClamp={2}>
              {template.name}
            </Text>
          </Menu.Item>
        ))}
        {templates.length === 0 ? (
          <Menu.Item component={Link} to={EMAIL_TEMPLATES_PATH} data-testid="new-email-no-templates">
            {t('list.noTemplates')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
