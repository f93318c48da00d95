import { Alert, Modal, Stack, Text } from '@mantine/core';
import { formDefinitionSchema, visibleQuestionIds, type AnswerFileInfo, type Answers, type Locale } from '@hatchery/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerSummary } from '../../forms';
import type { StartupFeedbackAnswer } from '../documents';

const NO_FILES: ReadonlyMap<string, AnswerFileInfo> = new Map();

/**
 * One answer of the startup's people, read-only: the form renderer's answer summary (the same view the respondent
 * checked before submitting), in the viewer's language when the form has it.
 */
export function FeedbackAnswerModal({ answer, onClose }: { answer: StartupFeedbackAnswer | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('feedback');
  const parsed = useMemo(() => (answer ? formDefinitionSchema.safeParse(answer.definition) : null), [answer]);
  const definition = parsed?.success ? parsed.data : null;
  const answers = useMemo(() => (answer?.answers ?? {}) as Answers, [answer]);
  const visible = useMemo(() => (definition ? visibleQuestionIds(definition, answers, { audience: 'respondent' }) : new Set<string>()), [definition, answers]);
  const lang = (definition?.languages.includes(i18n.language as Locale) ? i18n.language : (definition?.languages[0] ?? 'en')) as Locale;
  const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium' });
  const who = answer?.respondent?.fullName || answer?.respondent?.email || t('recipients.unknown');
  return (
    <Modal opened={answer !== null} onClose={onClose} title={answer?.formName ?? ''} size="lg" closeButtonProps={{ 'aria-label': t('startupTab.close') }} data-testid="feedback-answer-modal">
      {answer ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('startupTab.answeredBy', { name: who, date: date.format(new Date(answer.submittedAt as string)) })}
          </Text>
          {definition ? <AnswerSummary definition={definition} answers={answers} visible={visible} lang={lang} files={NO_FILES} /> : <Alert color="red">{t('startupTab.unreadable')}</Alert>}
        </Stack>
      ) : null}
    </Modal>
  );
}
