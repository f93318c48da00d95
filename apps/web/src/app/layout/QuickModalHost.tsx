import { Button, Group, Modal } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation, useNavigate } from 'react-router';
import { QuickModalContext, type QuickModalApi } from '../../lib/quickModal/quickModal';
import { RoutePage } from '../routes/RoutePage';
import { ROUTE_TABLE } from '../routes/routeTable';
import type { RouteEntry } from '../routes/types';

const ROUTE_OBJECTS = ROUTE_TABLE.map((entry, index) => ({ path: entry.path, id: String(index) }));

/** The page a path shows (the route table's first match), or the 404 page. */
export function pageForPath(path: string): RouteEntry['page'] {
  const match = matchRoutes(ROUTE_OBJECTS, path)?.at(-1);
  return match ? (ROUTE_TABLE[Number(match.route.id)]?.page ?? 'notFound') : 'notFound';
}

/** CHR-17: hosts the quick modal of the signed-in chrome — the page of an entry, over the current one. */
export function QuickModalHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [target, setTarget] = useState<{ path: string; title: string } | null>(null);
  const api = useMemo<QuickModalApi>(() => ({ open: setTarget }), []);
  // Leaving the page (a link inside the modal, the back button) closes it.
  useEffect(() => setTarget(null), [pathname]);
  return (
    <QuickModalContext.Provider value={api}>
      {children}
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={target?.title}
        size="90%"
        data-testid="quick-modal"
        closeButtonProps={{ 'aria-label': t('quickModal.close') }}
      >
        {target ? (
          <>
            <Group justify="flex-end" mb="sm">
              <Button
                variant="subtle"
                size="xs"
                rightSection={<IconExternalLink size={14} aria-hidden />}
                onClick={() => void navigate(target.path)}
                data-testid="quick-modal-full-page"
              >
                {t('quickModal.openFullPage')}
              </Button>
            </Group>
            <RoutePage page={pageForPath(target.path)} />
          </>
        ) : null}
      </Modal>
    </QuickModalContext.Provider>
  );
}
