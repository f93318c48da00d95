import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { languagesWithGaps, localizedText, LOCALE_NAMES, translationGaps, type FormDefinition, type Locale, type QuestionOption, type TranslationGap } from '@hatchery/domain';
import { IconLanguage } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

function findOption(options: readonly QuestionOption[] | undefined, value: string): QuestionOption | undefined {
  for (const option of options ?? []) {
    if (option.value === value) return option;
    const child = findOption(option.children, value);
    if (child) return child;
  }
  return undefined;
}

export interface FormTranslationGaps {
  /** The form's languages some text is missing in. */
  languages: Locale[];
  /** Per question id, one line per language: "Arabic: the label, option “Growth”". */
  byQuestion: ReadonlyMap<string, string[]>;
  /** "3. Stage — Arabic: the label" lines, in form order. */
  lines: string[];
}

/** The second-language gaps of the definition (translationGaps, D-221) as the builder words them. */
export function useTranslationGaps(definition: FormDefinition): FormTranslationGaps {
  const { t } = useTranslation('forms');
  const first = definition.languages[0] ?? 'en';
  const partText = useCallback(
    (gap: TranslationGap): string => {
      const question = definition.questions.find((q) => q.id === gap.questionId);
      if (gap.part === 'option') return t('translations.parts.option', { name: localizedText(findOption(question?.options, gap.key ?? '')?.labels, first) || gap.key });
      if (gap.part === 'column') {
        const column = question?.validations?.columns?.find((c) => c.id === gap.key);
        return t('translations.parts.column', { name: localizedText(column?.labels, first) || gap.key });
      }
      return t(`translations.parts.${gap.part}`);
    },
    [definition, first, t],
  );
  return useMemo(() => {
    const gaps = translationGaps(definition);
    const byQuestion = new Map<string, string[]>();
    const lines: string[] = [];
    definition.questions.forEach((question, index) => {
      const own = gaps.filter((gap) => gap.questionId === question.id);
      if (own.length === 0) return;
      const texts = languagesWithGaps(own, definition.languages).map((lang) =>
        t('translations.missingIn', { language: LOCALE_NAMES[lang], parts: own.filter((gap) => gap.languages.includes(lang)).map(partText).join(', ') }),
      );
      byQuestion.set(question.id, texts);
      const name = `${index + 1}. ${localizedText(question.label, first) || question.id}`;
      for (const text of texts) lines.push(`${name} — ${text}`);
    });
    return { languages: languagesWithGaps(gaps, definition.languages), byQuestion, lines };
  }, [definition, first, partText, t]);
}

const languageList = (languages: readonly Locale[]) => languages.map((lang) => LOCALE_NAMES[lang]).join(', ');

/** The first gaps, one line each ("2. Revenue — Missing in العربية: the label"). */
function GapLines({ lines }: { lines: readonly string[] }) {
  return (
    <List size="sm">
      {lines.slice(0, 8).map((line, i) => (
        <List.Item key={i}>
          <bdi>{line}</bdi>
        </List.Item>
      ))}
    </List>
  );
}

/** Above the questions: which texts lack a translation, by question (a warning: publishing stays possible, D-221). */
export function TranslationGapsAlert({ gaps }: { gaps: FormTranslationGaps }) {
  const { t } = useTranslation('forms');
  if (gaps.lines.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconLanguage size={18} aria-hidden />} title={t('translations.title', { languages: languageList(gaps.languages) })} data-testid="builder-translation-gaps">
      <Stack gap={4}>
        <Text size="sm">{t('translations.intro')}</Text>
        <GapLines lines={gaps.lines} />
        {gaps.lines.length > 8 ? <Text size="sm">{t('translations.more', { number: gaps.lines.length - 8 })}</Text> : null}
      </Stack>
    </Alert>
  );
}

/** Asked before publishing a form with untranslated texts: publish anyway, or go back to the builder. */
export function PublishGapsModal({ gaps, opened, onCancel, onPublish }: { gaps: FormTranslationGaps; opened: boolean; onCancel: () => void; onPublish: () => void }) {
  const { t } = useTranslation('forms');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('translations.confirmTitle')} data-testid="publish-gaps-modal">
      <Stack gap="md">
        <Text size="sm">{t('translations.confirmText', { languages: languageList(gaps.languages) })}</Text>
        <GapLines lines={gaps.lines} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-testid="publish-gaps-cancel">
            {t('translations.back')}
          </Button>
          <Button onClick={onPublish} data-testid="publish-gaps-confirm">
            {t('translations.publishAnyway')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
