import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText';

export interface NamedView {
  _id: string;
  name: string;
}

export interface SavedViewsMenuProps<V extends NamedView> {
  /** The viewer's saved views of this list. */
  views: readonly V[];
  /** The view applied now, or null for the default one. */
  current: V | null;
  onApply: (view: V | null) => void;
  /** Saves the current filters under a new name; resolves to the new view, or null when refused (see `saveError`). */
  onSaveAs: (name: string) => Promise<V | null>;
  saving: boolean;
  saveError: unknown;
  /** Saves the current filters into `view`. */
  onUpdate: (view: V) => void;
  onDelete: (view: V) => Promise<unknown>;
  /** The name of the list's default view ("All startups (default view)"), in the list's own words. */
  defaultLabel: string;
  /** Test ids: `<prefix>s`, `<prefix>s-menu`, `<prefix>s-new`, `<prefix>-name`, `<prefix>-save`. */
  testIdPrefix: string;
}

/**
 * Saved views of a list (portfolio, applications overview): apply one, save the current filters as a new view or into
 * the one applied, delete. Each list wires its own GraphQL operations in; the menu and its naming dialog are shared.
 */
export function SavedViewsMenu<V extends NamedView>(props: SavedViewsMenuProps<V>) {
  const { views, current, onApply, onSaveAs, saving, saveError, onUpdate, onDelete, defaultLabel, testIdPrefix: id } = props;
  const { t } = useTranslation('common');
  const toText = useErrorText();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const save = async () => {
    const created = await onSaveAs(name);
    if (created) {
      setNaming(false);
      setName('');
      onApply(created);
    }
  };
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={260}>
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark size={16} aria-hidden />} data-testid={`${id}s`}>
            {current ? current.name : t('savedViews.title')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid={`${id}s-menu`}>
          <Menu.Item onClick={() => onApply(null)}>{defaultLabel}</Menu.Item>
          {views.map((saved) => (
            <Menu.Item
              key={saved._id}
              onClick={() => onApply(saved)}
              rightSection={
                <ActionIcon
                  component="span"
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('savedViews.delete', { name: saved.name })}
                  onClick={(e) => {
                    e.stopPropagation();
                    void onDelete(saved).then(() => current?._id === saved._id && onApply(null));
                  }}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              }
            >
              {saved.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          {current ? (
            <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={() => onUpdate(current)}>
              {t('savedViews.update', { name: current.name })}
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={() => setNaming(true)} data-testid={`${id}s-new`}>
            {t('savedViews.saveAs')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={naming} onClose={() => setNaming(false)} title={t('savedViews.saveAs')}>
        <Stack>
          <TextInput label={t('savedViews.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} data-autofocus data-testid={`${id}-name`} />
          {saveError ? (
            <Text c="red" size="sm" role="alert">
              {toText(saveError)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={saving} disabled={!name.trim()} data-testid={`${id}-save`}>
              {t('savedViews.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
