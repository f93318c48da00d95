import { Alert, Anchor, Button, Center, Group, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Locale } from '@hatchery/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { ARRANGE_CUSTOM_FIELDS, CUSTOM_FIELDS, type CustomFieldItem } from './documents';
import { fieldLabel } from './fieldView';
import { isTarget } from './paths';
import { TemplateRow, type TemplateItem } from './TemplateRow';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const PROFILE_TARGETS = ['startup', 'user'] as const;

const toItems = (fields: readonly CustomFieldItem[]): TemplateItem[] => fields.map((field) => ({ field, category: field.category ?? '', shown: field.shownInProfile }));

/**
 * /profiles/{target}/builder (D-215: the id is the kind of record, startup or user): the profile template — the order
 * of the custom fields, their groups and which ones the profile shows — arranged by dragging the handle, from the
 * keyboard (Space then arrows on the handle) or with the move buttons, then saved at once (arrangeCustomFields).
 */
export function ProfileBuilderPage() {
  const { t, i18n } = useTranslation('customFields');
  const lang = i18n.language as Locale;
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { id } = useParams();
  const target = isTarget(id) && id !== 'application' ? id : null;
  const { data, error } = useQuery(CUSTOM_FIELDS, { variables: { target: target ?? 'startup', includeArchived: true }, skip: !target, fetchPolicy: 'cache-and-network' });
  const [arrange, arranging] = useMutation(ARRANGE_CUSTOM_FIELDS);
  const [items, setItems] = useState<TemplateItem[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Taken once per target: a later answer of the query (cache, then network) must not undo the arranging under way.
  useEffect(() => {
    if (data && (items === null || items.some((i) => i.field.target !== target))) setItems(toItems(data.customFields));
  }, [data, items, target]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  if (!target) return <Alert color="red">{t('builder.unknownTarget')}</Alert>;
  const active = items?.filter((i) => !i.field.archivedAt) ?? [];
  const archived = items?.filter((i) => i.field.archivedAt) ?? [];
  const setActive = (next: TemplateItem[]) => setItems([...next, ...archived]);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= active.length) return;
    setActive(arrayMove(active, from, to));
    setAnnouncement(t('builder.movedTo', { label: fieldLabel(active[from]!.field, lang), position: to + 1, count: active.length }));
  };
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    if (!over || dragged.id === over.id) return;
    move(active.findIndex((i) => i.field._id === dragged.id), active.findIndex((i) => i.field._id === over.id));
  };
  const save = async () => {
    if (!items) return;
    try {
      const saved = await arrange({ variables: { target, items: items.map((i) => ({ fieldId: i.field._id, category: i.category.trim() || null, shownInProfile: i.shown })) } });
      if (saved.data) setItems(toItems(saved.data.arrangeCustomFields));
      toast('success', t('builder.saved'));
    } catch (caught) {
      toast('error', errorText(caught));
    }
  };

  return (
    <Stack gap="lg" w="100%" maw={960} miw={0} data-testid="profile-builder-page">
      <Anchor component={Link} to={`/fields/customs/${target}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden style={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />
          {t('builder.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('builder.title', { target: t(`targets.${target}`) })}
        </Title>
        <Button onClick={() => void save()} loading={arranging.loading} disabled={!items || items.length === 0} data-testid="template-save">
          {t('builder.save')}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t('list.target')}
        value={target}
        onChange={(next) => void navigate(`/profiles/${next}/builder`)}
        data={PROFILE_TARGETS.map((value) => ({ value, label: t(`targets.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text c="dimmed" size="sm">
        {t('builder.help')}
      </Text>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {!items ? (
        error ? (
          <Alert color="red">{errorText(error)}</Alert>
        ) : (
          <Center py="xl">
            <LoadingIndicator size="sm" label={t('loading')} />
          </Center>
        )
      ) : active.length === 0 ? (
        <Text c="dimmed" data-testid="template-empty">
          {t('list.empty', { target: t(`targets.${target}`) })}
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('builder.dragInstructions') },
            announcements: {
              onDragStart: ({ active: a }) => t('builder.pickedUp', { label: fieldLabel(active.find((i) => i.field._id === a.id)?.field ?? { label: {}, slug: String(a.id) }, lang) }),
              onDragOver: ({ over }) => (over ? t('builder.over', { position: active.findIndex((i) => i.field._id === over.id) + 1, count: active.length }) : ''),
              onDragEnd: ({ over }) => (over ? t('builder.dropped', { position: active.findIndex((i) => i.field._id === over.id) + 1, count: active.length }) : ''),
              onDragCancel: () => t('builder.cancelled'),
            },
          }}
        >
          <SortableContext items={active.map((i) => i.field._id)} strategy={verticalListSortingStrategy}>
            <Stack gap="xs" data-testid="template-list">
              {active.map((item, index) => (
                <TemplateRow
                  key={item.field._id}
                  item={item}
                  index={index}
                  count={active.length}
                  onChange={(next) => setActive(active.map((i) => (i.field._id === item.field._id ? { ...i, ...next } : i)))}
                  onMove={(delta) => move(index, index + delta)}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      {archived.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('builder.archivedNote', { number: archived.length })}
        </Text>
      ) : null}
    </Stack>
  );
}
