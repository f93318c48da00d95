import { CheckIcon, ColorSwatch, Group, Text, Tooltip, useMantineTheme } from '@mantine/core';
import { TAG_COLORS } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';

/** The palette a tag's colour is chosen from, plus "no colour" (neutral). */
export function TagColorPicker({ value, onChange }: { value: string | null; onChange: (color: string | null) => void }) {
  const { t } = useTranslation('community');
  const theme = useMantineTheme();
  const choices: Array<string | null> = [null, ...TAG_COLORS];
  return (
    <div>
      <Text size="sm" fw={500} mb={6}>
        {t('tags.colour')}
      </Text>
      <Group gap={6} role="radiogroup" aria-label={t('tags.colour')} data-testid="tag-colour-picker">
        {choices.map((color) => {
          const selected = value === color;
          const label = color ? t(`tags.colours.${color}`) : t('tags.noColour');
          return (
            <Tooltip key={color ?? 'none'} label={label} withinPortal>
              <ColorSwatch
                component="button"
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={label}
                data-colour={color ?? 'none'}
                color={color ? theme.colors[color]![6]! : 'transparent'}
                size={26}
                withShadow={false}
                style={{ cursor: 'pointer', border: color ? undefined : '1px dashed var(--mantine-color-dimmed)', outline: selected ? '2px solid var(--mantine-primary-color-filled)' : undefined, outlineOffset: 2 }}
                onClick={() => onChange(color)}
              >
                {selected ? <CheckIcon size={12} color={color ? 'white' : 'currentColor'} /> : null}
              </ColorSwatch>
            </Tooltip>
          );
        })}
      </Group>
    </div>
  );
}
