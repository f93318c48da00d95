import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNavViewer, useSitemapEntries, useStartupTermOptions } from '../shell';
import { openHelpDocs } from '../help';
import { QuickSearchPanel } from './QuickSearchPanel';
import { buildSearchIndex } from './searchIndex';
import { isQuickSearchShortcut } from './shortcut';
import { useQuickModal } from '../../lib/quickModal/quickModal';

/** `courses.home` → `coursesHome`: the entry's key in the navDescriptions group. */
function descriptionKey(key: string): string {
  return key.replace(/\.(\w)/, (_match, first: string) => first.toUpperCase());
}

/** Opens the panel on "/" and Ctrl/Cmd+K (CHR-27, CHR-30). */
export function useQuickSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isQuickSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/** Quick search over the viewer's sitemap (CHR-27..31), mounted once in the signed-in shell. */
export function QuickSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useNavViewer();
  const termOptions = useStartupTermOptions();
  const sitemap = useSitemapEntries();
  const quickModal = useQuickModal();
  const [opened, setOpened] = useState(false);
  const open = useMemo(() => () => setOpened(true), []);
  useQuickSearchShortcut(open);
  const items = useMemo(
    () =>
      viewer && sitemap
        ? buildSearchIndex(sitemap, viewer, {
            label: (key) => t(key, termOptions),
            description: (key) => t(`navDescriptions.${descriptionKey(key)}`, termOptions),
          })
        : [],
    [viewer, sitemap, t, termOptions],
  );
  if (!viewer) return null;
  return (
    <QuickSearchPanel
      opened={opened}
      items={items}
      onClose={() => setOpened(false)}
      onChoose={(item) => {
        setOpened(false);
        if (item.quickModal && quickModal) quickModal.open({ path: item.path, title: item.label });
        else void navigate(item.path);
      }}
      onSearchDocs={(query) => {
        setOpened(false);
        openHelpDocs({ query });
      }}
    />
  );
}
