import { Alert, Button, Card, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { PAIRING_ANSWERS, type PairingAnswer } from '@hatchery/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../../app/viewer/ViewerContext';
import { hasRoleIn } from '../../../app/viewer/roles';
import { ANSWER_PAIRING_FEEDBACK, PENDING_PAIRING_FEEDBACK, type PairingQuestion } from './documents';
import { useMatchingErrorText } from './matchingText';

function QuestionCard({ question, highlighted, onAnswered }: { question: PairingQuestion; highlighted: boolean; onAnswered: () => void }) {
  const { t } = useTranslation('coaching');
  const errorText = useMatchingErrorText();
  const [answer, setAnswer] = useState<PairingAnswer | null>(null);
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ANSWER_PAIRING_FEEDBACK);
  const submit = async () => {
    if (!answer) return;
    setRefusal(null);
    try {
      await send({ variables: { id: question._id, answer, comment: comment.trim() || null } });
      onAnswered();
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="pairing-question" data-highlighted={highlighted || undefined} bg={highlighted ? 'var(--mantine-primary-color-light)' : undefined}>
      <Stack gap="sm">
        <Radio.Group label={t('matching.pairing.question', { mentor: question.mentorName, startup: question.startupName })} value={answer} onChange={(v) => setAnswer(v as PairingAnswer)}>
          <Group gap="md" mt="xs">
            {PAIRING_ANSWERS.map((a) => <Radio key={a} value={a} label={t(`matching.pairing.answers.${a}`)} />)}
          </Group>
        </Radio.Group>
        <Textarea label={t('matching.pairing.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} maxLength={2000} autosize minRows={2} />
        {refusal ? <Text size="sm" c="red" role="alert">{refusal}</Text> : null}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} disabled={!answer} loading={loading} data-testid="send-pairing-answer">{t('matching.pairing.send')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The viewer's unanswered pairing questions, the one the notification named (?pairingFeedback=) first and highlighted. */
export function PairingQuestionList() {
  const { t } = useTranslation('coaching');
  const [params] = useSearchParams();
  const named = params.get('pairingFeedback');
  const [thanked, setThanked] = useState(false);
  const { data, refetch } = useQuery(PENDING_PAIRING_FEEDBACK, { fetchPolicy: 'cache-and-network' });
  const questions = [...(data?.pendingPairingFeedback ?? [])].sort((a, b) => Number(b._id === named) - Number(a._id === named));
  if (questions.length === 0 && !thanked) return null;
  return (
    <Stack gap="sm" data-testid="pairing-questions">
      <Title order={2} size="h4">{t('matching.pairing.title')}</Title>
      {thanked ? <Alert color="teal" role="status">{t('matching.pairing.thanks')}</Alert> : null}
      {questions.map((q) => (
        <QuestionCard key={q._id} question={q} highlighted={q._id === named} onAnswered={() => { setThanked(true); void refetch(); }} />
      ))}
    </Stack>
  );
}

/** "How is this pairing going?" (D-464): asked of the founder side only (the query's rule); nothing for anyone else. */
export function PairingQuestions() {
  const viewer = useViewer();
  return viewer.status === 'authenticated' && hasRoleIn(viewer.roles, 'founderSide') ? <PairingQuestionList /> : null;
}
