import { Button, Menu, SimpleGrid, Text } from '@mantine/core';
import { FIELD_TYPES, type FieldType } from '@hatchery/domain';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldTypeIcon } from './FieldTypeIcon';

/** The palette: every one of the 20 REF-12 types, added at the end of the form (or after the selected question). */
export function QuestionPalette({ onAdd }: { onAdd: (type: FieldType) => void }) {
  const { t } = useTranslation('forms');
  return (
    <Menu position="bottom-start" width={360} withinPortal shadow="md">
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} aria-hidden />} data-testid="builder-add-question">
          {t('builder.addQuestion')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('builder.palette')}</Menu.Label>
        <SimpleGrid cols={2} spacing={0}>
          {FIELD_TYPES.map((type) => (
            <Menu.Item key={type} leftSection={<FieldTypeIcon type={type} />} onClick={() => onAdd(type)} data-testid={`palette-${type}`}>
              <Text size="sm">{t(`types.${type}`)}</Text>
            </Menu.Item>
          ))}
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}
