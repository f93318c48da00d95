import { Alert, Anchor, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { formDefinitionSchema, type FormDefinition } from '@hatchery/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { FormComparison } from '../comparison/FormComparison';
import { FORM_VERSION_COMPARISON } from '../documents';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

const asDefinition = (value: unknown): FormDefinition => {
  const parsed = formDefinitionSchema.safeParse(value);
  return parsed.success ? (parsed.data as FormDefinition) : { languages: ['en'], questions: [] };
};

/** /forms/management/form/:baseId/compare/:compareId and /setup/forms/… (issue 15 item 3): what changed between two versions. */
export function FormComparePage() {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const { baseId = '', compareId = '' } = useParams();
  const { data, error } = useQuery(FORM_VERSION_COMPARISON, { variables: { baseId, compareId } });
  const comparison = data?.formVersionComparison;
  const definitions = useMemo(
    () => (comparison ? { before: asDefinition(comparison.base.definition), after: asDefinition(comparison.compare.definition) } : null),
    [comparison],
  );
  if (!comparison || !definitions) {
    return error ? (
      <Alert color="red" data-testid="form-compare-error">{errorText(error)}</Alert>
    ) : (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  const beforeLabel = t('list.versionNumber', { number: comparison.base.number });
  const afterLabel = t('list.versionNumber', { number: comparison.compare.number });
  return (
    <Stack gap="md" w="100%" maw={1100} data-testid="form-compare-page">
      <Anchor component={Link} to={`/forms/management/${comparison.compare.formId}/edit`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} className={MIRROR_IN_RTL} aria-hidden />
          {t('compare.backToForm')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t('compare.title', { before: beforeLabel, after: afterLabel })}
      </Title>
      <Text c="dimmed">{t('compare.intro')}</Text>
      <FormComparison before={definitions.before} after={definitions.after} beforeLabel={beforeLabel} afterLabel={afterLabel} />
    </Stack>
  );
}
