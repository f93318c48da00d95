import { ThemeIcon } from '@mantine/core';
import { IconFileText, IconLink, IconPaperclip } from '@tabler/icons-react';
import type { ResourceKind } from './documents';

const ICONS = { link: IconLink, file: IconPaperclip, page: IconFileText } as const;
const COLORS = { link: 'blue', file: 'grape', page: 'teal' } as const;

/** The mark of a resource's kind: a link, a file or a page (decorative: the kind is also said in words). */
export function ResourceKindIcon({ kind, size = 36 }: { kind: ResourceKind; size?: number }) {
  const Icon = ICONS[kind];
  return (
    <ThemeIcon variant="light" color={COLORS[kind]} size={size} radius="md" aria-hidden>
      <Icon size={Math.round(size * 0.55)} />
    </ThemeIcon>
  );
}
