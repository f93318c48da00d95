import { Alert, Anchor, Button, Center, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { analyseFormDefinition, isLocale, SUPPORTED_LOCALES, type FormProblem } from '@hatchery/domain';
import { IconArrowLeft, IconRocket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/alerts/alertStore';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { FormBuilder } from '../builder/FormBuilder';
import { PublishGapsModal, useTranslationGaps } from '../builder/translationGaps';
import { FORM, PUBLISH_FORM, type FormDetail } from '../documents';
import { problemsOf } from '../problemsOf';
import { FormRenderer } from '../renderer/FormRenderer';
import { parseDraft, useDraftDefinition, type DraftSaveState } from '../useDraftDefinition';
import { useFormFeatures } from '../useFormFeatures';
import { ResponsesPanel } from './ResponsesPanel';
import { SharePanel } from './SharePanel';
import { StatusBadge } from './StatusBadge';
import { VersionsPanel } from './VersionsPanel';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function SaveState({ state }: { state: DraftSaveState }) {
  const { t } = useTranslation('forms');
  return (
    <Text size="sm" c={state === 'failed' || state === 'incomplete' ? 'red' : 'dimmed'} role="status" data-testid="builder-save-state" data-state={state}>
      {t(`editor.save.${state}`)}
    </Text>
  );
}

function Editor({ form }: { form: FormDetail }) {
  const { t, i18n } = useTranslation('forms');
  const errorText = useErrorText();
  const features = useFormFeatures();
  const initial = useMemo(() => parseDraft(form.draft, isLocale(i18n.language) ? i18n.language : 'en'), [form.draft, i18n.language]);
  const { definition, change, state, flush } = useDraftDefinition(form._id, initial);
  const [serverProblems, setServerProblems] = useState<FormProblem[]>([]);
  const [tab, setTab] = useState<string | null>('build');
  const [publish, { loading: publishing }] = useMutation(PUBLISH_FORM);
  const localProblems = useMemo(() => analyseFormDefinition(definition), [definition]);
  const readOnly = !form.viewerCanEdit;
  const previewSubmit = async () => {
    toast('information', t('editor.previewSubmitted'));
  };

  const gaps = useTranslationGaps(definition);
  const [confirmGaps, setConfirmGaps] = useState(false);
  // Untranslated texts do not stop publishing (D-221): the editor asks once, listing them.
  const askPublish = () => {
    if (gaps.lines.length > 0) setConfirmGaps(true);
    else void onPublish();
  };

  const onPublish = async () => {
    setConfirmGaps(false);
    setServerProblems([]);
    if (!(await flush())) {
      toast('error', t('editor.saveFirst'));
      return;
    }
    try {
      const { data } = await publish({ variables: { formId: form._id } });
      toast('success', t('editor.published', { number: data?.publishForm.latestVersion?.number ?? '' }));
    } catch (error) {
      const problems = problemsOf(error);
      setServerProblems(problems);
      setTab('build');
      toast('error', problems.length ? t('editor.publishRefused', { count: problems.length }) : errorText(error));
    }
  };

  return (
    <Stack gap="md" w="100%" maw={1100} data-testid="form-editor-page" data-form-id={form._id}>
      <Anchor component={Link} to="/forms/management" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} className={MIRROR_IN_RTL} aria-hidden />
          {t('editor.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {form.name}
          </Title>
          <Group gap="xs">
            <StatusBadge status={form.status} />
            <Text size="sm" c="dimmed">
              {form.latestVersion ? t('list.versionNumber', { number: form.latestVersion.number }) : t('editor.neverPublished')}
            </Text>
            {!readOnly ? <SaveState state={state} /> : null}
          </Group>
        </Stack>
        {!readOnly ? (
          <Button
            leftSection={<IconRocket size={16} aria-hidden />}
            loading={publishing}
            disabled={form.status === 'archived'}
            onClick={askPublish}
            data-testid="form-publish"
            data-problems={localProblems.length}
          >
            {form.latestVersion ? t('editor.publishNew') : t('editor.publish')}
          </Button>
        ) : null}
      </Group>
      {readOnly ? <Alert color="gray">{t('editor.readOnly')}</Alert> : null}
      <PublishGapsModal gaps={gaps} opened={confirmGaps} onCancel={() => setConfirmGaps(false)} onPublish={() => void onPublish()} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="build" data-testid="tab-build">{t('editor.tabs.build')}</Tabs.Tab>
          <Tabs.Tab value="preview" data-testid="tab-preview">{t('editor.tabs.preview')}</Tabs.Tab>
          <Tabs.Tab value="share" data-testid="tab-share">{t('editor.tabs.share')}</Tabs.Tab>
          {form.viewerCanViewResponses ? <Tabs.Tab value="responses" data-testid="tab-responses">{t('editor.tabs.responses')}</Tabs.Tab> : null}
          <Tabs.Tab value="versions" data-testid="tab-versions">{t('editor.tabs.versions')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="build" pt="md">
          <FormBuilder value={definition} onChange={readOnly ? () => undefined : change} availableLanguages={[...SUPPORTED_LOCALES]} features={features} serverProblems={serverProblems} />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <Alert color="blue" mb="md">{t('editor.previewNote')}</Alert>
          <FormRenderer definition={definition} onSubmit={previewSubmit} />
        </Tabs.Panel>
        <Tabs.Panel value="share" pt="md">
          <SharePanel form={form} readOnly={readOnly} />
        </Tabs.Panel>
        {form.viewerCanViewResponses ? (
          <Tabs.Panel value="responses" pt="md">
            <ResponsesPanel form={form} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="versions" pt="md">
          <VersionsPanel form={form} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /forms/management/:id/edit (issue 15 items 1, 3, 5): the builder on the draft, publish (loading counter), share, responses, versions. */
export function FormEditorPage() {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const { data, error } = useQuery(FORM, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const form = data?.form;
  if (!form) {
    return error ? (
      <Alert color="red" data-testid="form-editor-error">{errorText(error)}</Alert>
    ) : (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  // Keyed by id: another form opens with its own draft state.
  return <Editor key={form._id} form={form} />;
}
