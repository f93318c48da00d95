import { ActionIcon, Box, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { conditionSources, isDependencyTree, type DependencyOperator, type DependencyTree, type Question } from '@hatchery/domain';
import { IconBinaryTree, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBuilder } from './BuilderContext';
import { appendToGroup, newStatement, newTree, removeNode, replaceNode, type NodePath } from './conditionModel';
import { ConditionStatementRow } from './ConditionStatementRow';

interface GroupProps {
  root: DependencyTree;
  group: DependencyTree;
  path: NodePath;
  selfId: string;
  onRoot: (tree: DependencyTree | null) => void;
}

/** A group of statements joined by "all" (and) or "any" (or); groups nest. */
function ConditionGroup({ root, group, path, selfId, onRoot }: GroupProps) {
  const { t } = useTranslation('forms');
  const { definition } = useBuilder();
  const first = conditionSources(definition, selfId).map((source) => source.question).at(-1);
  return (
    <Stack
      gap="xs"
      p={path.length > 0 ? 'xs' : 0}
      style={path.length > 0 ? { border: '1px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' } : undefined}
      data-testid="rule-group"
      data-depth={path.length}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t('rules.when')}</Text>
        <SegmentedControl
          size="xs"
          aria-label={t('rules.join')}
          data={[
            { value: 'and', label: t('rules.all') },
            { value: 'or', label: t('rules.any') },
          ]}
          value={group.operator}
          onChange={(op) => onRoot(replaceNode(root, path, { ...group, operator: op as DependencyOperator }))}
          data-testid="rule-join"
        />
        {path.length > 0 ? (
          <ActionIcon variant="subtle" color="red" ms="auto" onClick={() => onRoot(removeNode(root, path))} aria-label={t('rules.removeGroup')}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      {group.statements.map((node, i) => {
        const childPath = [...path, i];
        return isDependencyTree(node) ? (
          <ConditionGroup key={i} root={root} group={node} path={childPath} selfId={selfId} onRoot={onRoot} />
        ) : (
          <ConditionStatementRow
            key={i}
            statement={node}
            selfId={selfId}
            onChange={(statement) => onRoot(replaceNode(root, childPath, statement))}
            onRemove={() => onRoot(removeNode(root, childPath))}
          />
        );
      })}
      <Group gap="xs">
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onRoot(appendToGroup(root, path, newStatement(first)))} data-testid="rule-add-statement">
          {t('rules.addStatement')}
        </Button>
        {path.length < 3 ? (
          <Button variant="subtle" size="xs" leftSection={<IconBinaryTree size={14} aria-hidden />} onClick={() => onRoot(appendToGroup(root, path, newTree(first)))} data-testid="rule-add-group">
            {t('rules.addGroup')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The visual rule builder of a question's dependency tree (D2 §3.12): absent means always shown. */
export function ConditionBuilder({ question, onChange }: { question: Question; onChange: (tree: DependencyTree | null) => void }) {
  const { t } = useTranslation('forms');
  const { definition } = useBuilder();
  const candidates = conditionSources(definition, question.id).map((source) => source.question);
  const tree = question.dependency ?? null;
  if (!tree) {
    return (
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('rules.always')}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={candidates.length === 0}
          onClick={() => onChange(newTree(candidates.at(-1)))}
          data-testid="rule-add"
        >
          {t('rules.add')}
        </Button>
      </Group>
    );
  }
  return (
    <Box data-testid="rule-builder">
      <Text size="sm" fw={500} mb={4}>
        {question.type === 'section' ? t('rules.showSectionWhen') : t('rules.showWhen')}
      </Text>
      <ConditionGroup root={tree} group={tree} path={[]} selfId={question.id} onRoot={onChange} />
    </Box>
  );
}
