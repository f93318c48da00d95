import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconBookmark, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { APPLICATION_SAVED_VIEWS, CREATE_APPLICATION_SAVED_VIEW, DELETE_APPLICATION_SAVED_VIEW, UPDATE_APPLICATION_SAVED_VIEW, type ApplicationSavedView } from './bulkDocuments';
import { toViewInput, type OverviewState } from './overviewState';

interface Props {
  state: OverviewState;
  current: ApplicationSavedView | null;
  onApply: (view: ApplicationSavedView | null) => void;
}

/**
 * Saved views of the overview (flag savedViewsApplications; D-294): apply one, save the current filters as a new view
 * or into the one applied, delete — the same menu as the portfolio's, on the applications scope.
 */
export function ApplicationSavedViewsMenu({ state, current, onApply }: Props) {
  const { t } = useTranslation('applicationsPipeline');
  const toText = useErrorText();
  const { data } = useQuery(APPLICATION_SAVED_VIEWS, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [APPLICATION_SAVED_VIEWS] };
  const [create, created] = useMutation(CREATE_APPLICATION_SAVED_VIEW, refetch);
  const [update] = useMutation(UPDATE_APPLICATION_SAVED_VIEW);
  const [remove] = useMutation(DELETE_APPLICATION_SAVED_VIEW, refetch);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const views = data?.applicationSavedViews ?? [];
  const save = async () => {
    const result = await create({ variables: { name, state: toViewInput(state) } }).catch(() => null);
    if (result?.data) {
      setNaming(false);
      setName('');
      onApply(result.data.createApplicationSavedView);
    }
  };
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={260}>
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark size={16} aria-hidden />} data-testid="application-views">
            {current ? current.name : t('views.title')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="application-views-menu">
          <Menu.Item onClick={() => onApply(null)}>{t('views.default')}</Menu.Item>
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
                  aria-label={t('views.delete', { name: saved.name })}
                  onClick={(e) => {
                    e.stopPropagation();
                    void remove({ variables: { id: saved._id } }).then(() => current?._id === saved._id && onApply(null));
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
            <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={() => void update({ variables: { id: current._id, state: toViewInput(state) } })}>
              {t('views.update', { name: current.name })}
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={() => setNaming(true)} data-testid="application-views-new">
            {t('views.saveAs')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={naming} onClose={() => setNaming(false)} title={t('views.saveAs')}>
        <Stack>
          <TextInput label={t('views.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} data-autofocus data-testid="application-view-name" />
          {created.error ? (
            <Text c="red" size="sm" role="alert">
              {toText(created.error)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={created.loading} disabled={!name.trim()} data-testid="application-view-save">
              {t('views.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
