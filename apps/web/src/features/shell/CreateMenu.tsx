import { useQuery } from '@apollo/client/react';
import { Button, Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { graphql } from '../../lib/graphql';
import { useViewer } from '../../app/viewer/ViewerContext';
import { useCreateEvent } from '../events';
import { addTaskRequests } from '../tasks';
import { canSeeCreateMenu, createItemsFor } from './createMenu';

const MY_PERMISSION_KEYS = graphql(`
  query MyPermissionKeys {
    userPermissions {
      currentUserPermissions {
        key
      }
    }
  }
`);

/** CHR-24/26: the Create menu, for staff and admin roles and holders of a create permission. */
export function CreateMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const signedIn = viewer.status === 'authenticated';
  const { data } = useQuery(MY_PERMISSION_KEYS, { skip: !signedIn });
  const createEvent = useCreateEvent();
  if (!signedIn) return null;
  const keys = data?.userPermissions.currentUserPermissions.map((p) => p.key) ?? [];
  if (!canSeeCreateMenu(viewer.roles, keys)) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button size="xs" variant="light" visibleFrom="sm" leftSection={<IconPlus size={14} aria-hidden />} data-testid="create-menu">
          {t('createMenu.title')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {createItemsFor(viewer.roles).map((item) => (
          <Menu.Item
            key={item.key}
            data-create={item.key}
            // GAP-46: "task" opens Add Task in the tasks slide-over when the viewer has it; else its route.
            onClick={() => {
              // CHR-25: "event" creates a draft and opens its editor (failure: a toast, ERR-07).
              if (item.key === 'event') void createEvent();
              else if (item.key !== 'task' || !addTaskRequests.request()) void navigate(item.to);
            }}
          >
            {t(item.labelKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
