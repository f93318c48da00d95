import { Alert, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { analyseFormDefinition, type FieldType, type FormDefinition, type FormProblem, type Locale } from '@hatchery/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addQuestion, duplicateQuestion, moveQuestion, moveQuestionById, newQuestion, removeQuestion, updateQuestion } from './builderModel';
import { BuilderContext, type BuilderFeatures } from './BuilderContext';
import { LanguageBar } from './LanguageBar';
import { QuestionCard, type QuestionCardActions } from './QuestionCard';
import { QuestionPalette } from './QuestionPalette';
import { useProblemText } from './problemText';
import { TranslationGapsAlert, useTranslationGaps } from './translationGaps';

const NO_PROBLEMS: string[] = [];

export interface FormBuilderProps {
  value: FormDefinition;
  onChange: (definition: FormDefinition) => void;
  /** Languages the tenant offers for labels (the form's own languages are chosen among them). */
  availableLanguages: Locale[];
  features: BuilderFeatures;
  /** Problems the server answered at publish (extensions.problems), shown with the analyser's own. */
  serverProblems?: FormProblem[];
}

/**
 * The form builder (issue 15 item 1): definition in, definition out. Questions of the 20 types in one ordered list
 * (a section is a question, D-180), reordered by dragging the handle or from the keyboard (the handle picks up with
 * Space and moves with the arrows — dnd-kit's keyboard sensor — and Alt+↑/↓ or the menu move one place), each with its
 * rules, options, audiences and condition. Problems of analyseFormDefinition are shown on the questions they name.
 */
export function FormBuilder({ value, onChange, availableLanguages, features, serverProblems = [] }: FormBuilderProps) {
  const { t } = useTranslation('forms');
  const problemText = useProblemText(value);
  const [editLang, setEditLang] = useState<Locale>(value.languages[0] ?? 'en');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const lang = value.languages.includes(editLang) ? editLang : (value.languages[0] ?? 'en');
  const problems = useMemo(() => {
    const local = analyseFormDefinition(value);
    const seen = new Set(local.map((p) => JSON.stringify(p)));
    return [...local, ...serverProblems.filter((p) => !seen.has(JSON.stringify(p)))];
  }, [value, serverProblems]);
  const problemsByQuestion = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const problem of problems) for (const id of problem.questionIds) map.set(id, [...(map.get(id) ?? []), problemText(problem)]);
    return map;
  }, [problems, problemText]);
  const gaps = useTranslationGaps(value);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = value.questions.map((q) => q.id);

  const add = (type: FieldType) => {
    const question = newQuestion(type, value.languages, t(`types.${type}`));
    onChange(addQuestion(value, question));
    setExpanded((prev) => new Set([...prev, question.id]));
    setAnnouncement(t('builder.added', { type: t(`types.${type}`) }));
  };
  const move = (id: string, delta: number) => {
    const from = ids.indexOf(id);
    const next = moveQuestionById(value, id, delta);
    if (next === value) return;
    onChange(next);
    setAnnouncement(t('builder.movedTo', { position: from + delta + 1, count: ids.length }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    onChange(moveQuestion(value, from, to));
    setAnnouncement(t('builder.movedTo', { position: to + 1, count: ids.length }));
  };
  // The cards get callbacks that never change (they read the latest definition from a ref), so memo holds.
  const latest = useRef({ value, onChange, move, copySuffix: t('builder.copySuffix') });
  latest.current = { value, onChange, move, copySuffix: t('builder.copySuffix') };
  const actions = useMemo<QuestionCardActions>(
    () => ({
      toggle: (id) =>
        setExpanded((prev) => {
          const next = new Set(prev);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
      patch: (id, patch) => latest.current.onChange(updateQuestion(latest.current.value, id, patch)),
      move: (id, delta) => latest.current.move(id, delta),
      duplicate: (id) => latest.current.onChange(duplicateQuestion(latest.current.value, id, latest.current.copySuffix)),
      remove: (id) => latest.current.onChange(removeQuestion(latest.current.value, id)),
    }),
    [],
  );
  const formProblems = problems.filter((p) => p.questionIds.length === 0);

  return (
    <BuilderContext.Provider value={{ definition: value, lang, features }}>
      <Stack gap="md" data-testid="form-builder">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <LanguageBar
            languages={value.languages}
            available={availableLanguages}
            editLang={lang}
            onEditLang={setEditLang}
            onLanguages={(languages) => onChange({ ...value, languages })}
          />
          <QuestionPalette onAdd={add} />
        </Group>
        {problems.length > 0 ? (
          <Alert color="orange" title={t('builder.problemsTitle', { count: problems.length })} data-testid="builder-problems">
            <Stack gap={2}>
              {problems.slice(0, 8).map((problem, i) => (
                <Text key={i} size="sm">
                  {problemText(problem)}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <TranslationGapsAlert gaps={gaps} />
        {formProblems.length === 0 && value.questions.length === 0 ? (
          <Text c="dimmed" data-testid="builder-empty">
            {t('builder.empty')}
          </Text>
        ) : null}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('builder.dragInstructions') },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('builder.questions')}>
              {value.questions.map((question, index) => (
                <QuestionCard
                  key={question.id}
                  question={question}
                  index={index}
                  count={value.questions.length}
                  expanded={expanded.has(question.id)}
                  problems={problemsByQuestion.get(question.id) ?? NO_PROBLEMS}
                  translationGaps={gaps.byQuestion.get(question.id) ?? NO_PROBLEMS}
                  lang={lang}
                  actions={actions}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
        <VisuallyHidden aria-live="polite" data-testid="builder-announcement">
          {announcement}
        </VisuallyHidden>
      </Stack>
    </BuilderContext.Provider>
  );
}
