/** The four visibility rules of an event (D2 §3.7, D-420), each with an "is" and an "is not" list. */
import { MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { VISIBILITY_DIMENSIONS, type VisibilityDimension } from '@hatchery/domain';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditorOptions } from './documents';
import type { EventFormValues } from './eventForm';

const OPTIONS_OF: Record<VisibilityDimension, keyof EditorOptions> = {
  userRoles: 'roles',
  userTags: 'userTags',
  startupTags: 'startupTags',
  startupPrograms: 'programs',
};

export function VisibilityFields({ control, options }: { control: Control<EventFormValues>; options: EditorOptions | undefined }) {
  const { t } = useTranslation('events');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('editor.visibilityHelp')}
      </Text>
      {VISIBILITY_DIMENSIONS.map((dimension) => {
        const data = (options?.[OPTIONS_OF[dimension]] ?? []).map((o) => ({ value: o.value, label: o.label }));
        return (
          <SimpleGrid key={dimension} cols={{ base: 1, sm: 2 }} spacing="sm">
            {(['is', 'isNot'] as const).map((list) => (
              <Controller
                key={list}
                control={control}
                name={`visibility.${dimension}.${list}`}
                render={({ field }) => (
                  <MultiSelect
                    label={t(`editor.visibility.${dimension}.${list}`)}
                    data={data}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    searchable
                    clearable
                    data-testid={`visibility-${dimension}-${list}`}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}
