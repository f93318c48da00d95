import { Badge, Group, type BadgeProps } from '@mantine/core';
import { tagNameSchema, TAXONOMY_MESSAGES, type TaxonomyMessageKey } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { useAttempt } from '../../lib/alerts/useAttempt';
import { useErrorText } from '../../lib/errors/useErrorText';

const BY_TEXT = new Map<string, TaxonomyMessageKey>(Object.entries(TAXONOMY_MESSAGES).map(([key, text]) => [text, key as TaxonomyMessageKey]));

/** The key of a server rule text ("name: A tag with this name…" → tagTaken), or null for any other message. */
export function taxonomyMessageKey(message: string): TaxonomyMessageKey | null {
  // "field: rule" — the field name never holds ": ", a rule may ("…put here: it belongs…").
  return BY_TEXT.get(message) ?? BY_TEXT.get(message.slice(message.indexOf(': ') + 2)) ?? null;
}

/** Saved / failed alerts of the tag, mentor and profile pages; a named rule is shown translated. */
export function useTaxonomyAlerts(): { saved: () => void; failed: (error: unknown) => void; attempt: (run: () => Promise<unknown>) => Promise<boolean> } {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const saved = useCallback(() => void alerts.success(t('saved')), [t]);
  const failed = useCallback(
    (error: unknown) => {
      const key = error instanceof Error ? taxonomyMessageKey(error.message) : null;
      void alerts.error(key ? t(`messages.${key}`) : errorText(error));
    },
    [errorText, t],
  );
  const attempt = useAttempt(saved, failed);
  return { saved, failed, attempt };
}

export interface TagLike {
  _id: string;
  name: string;
  color: string | null;
}

/** A tag in its colour (a palette name or #rrggbb); neutral grey without one. */
export function TagBadge({ tag, ...props }: { tag: TagLike } & BadgeProps) {
  return (
    <Badge variant="light" color={tag.color ?? 'gray'} radius="sm" tt="none" {...props} data-testid="tag-badge">
      {tag.name}
    </Badge>
  );
}

export function TagBadges({ tags, max = 6 }: { tags: readonly TagLike[] | null | undefined; max?: number }) {
  if (!tags || tags.length === 0) return null;
  const shown = tags.slice(0, max);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((tag) => (
        <TagBadge key={tag._id} tag={tag} size="sm" />
      ))}
      {tags.length > max ? (
        <Badge variant="outline" color="gray" size="sm" radius="sm">
          +{tags.length - max}
        </Badge>
      ) : null}
    </Group>
  );
}

/** A name's problem as the field shows it (required, too long), or null. */
export function useNameError(): (name: string) => string | null {
  const { t } = useTranslation('community');
  return (name) => {
    const parsed = tagNameSchema.safeParse(name);
    if (parsed.success) return null;
    return parsed.error.issues[0]?.message.includes('long') ? t('messages.tooLong') : t('messages.required');
  };
}
