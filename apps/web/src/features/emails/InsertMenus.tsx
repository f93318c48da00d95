import { Button, Menu, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconBraces, IconChevronDown, IconTextPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMAIL_TEMPLATES } from './documents';
import { MERGE_FIELDS, mergeTag } from './mergeFields';
import { CONTENT_TEMPLATES_PATH } from './paths';

/** "Insert merge field": {{firstName}} and the others, put where the caret was in the text being written. */
export function MergeFieldMenu({ onInsert, testId = 'insert-merge-field' }: { onInsert: (text: string) => void; testId?: string }) {
  const { t } = useTranslation('emails');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconBraces size={14} aria-hidden />} rightSection={<IconChevronDown size={12} aria-hidden />} data-testid={testId}>
          {t('merge.insert')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {MERGE_FIELDS.map((field) => (
          <Menu.Item key={field} onClick={() => onInsert(mergeTag(field))} data-testid="merge-field-option" data-field={field}>
            <Text size="sm">{t(`merge.field.${field}`)}</Text>
            {/* The tag is code, written left to right in every language. */}
            <Text size="xs" c="dimmed" dir="ltr" ff="monospace">
              {mergeTag(field)}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** "Insert content template": a saved snippet's body, put where the caret was in the body. */
export function ContentTemplateMenu({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation('emails');
  const { data } = useQuery(EMAIL_TEMPLATES, { variables: { kind: 'CONTENT' }, fetchPolicy: 'cache-and-network' });
  const snippets = data?.emailTemplates ?? [];
  return (
    <Menu position="bottom-start" withinPortal width={280}>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconTextPlus size={14} aria-hidden />} rightSection={<IconChevronDown size={12} aria-hidden />} data-testid="insert-content-template">
          {t('merge.insertContent')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {snippets.map((snippet) => (
          <Menu.Item key={snippet._id} onClick={() => onInsert(snippet.body)} data-testid="content-template-option" data-template-id={snippet._id}>
            <Text size="sm" dir="auto" lineClamp={2}>
              {snippet.name}
            </Text>
          </Menu.Item>
        ))}
        {snippets.length === 0 ? (
          <Menu.Item component={Link} to={CONTENT_TEMPLATES_PATH} data-testid="content-template-none">
            {t('merge.noContent')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
