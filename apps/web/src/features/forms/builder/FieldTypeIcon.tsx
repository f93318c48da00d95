import type { FieldType } from '@hatchery/domain';
import {
  IconAlignLeft, IconCalculator, IconCalendar, IconCheckbox, IconCircleDot, IconForms, IconHash, IconHeading,
  IconLayoutRows, IconLetterT, IconList, IconListTree, IconPaperclip, IconPilcrow, IconSelector, IconSeparator,
  IconSitemap, IconSlideshow, IconTable, IconAdjustmentsHorizontal, type Icon,
} from '@tabler/icons-react';

const ICONS: Record<FieldType, Icon> = {
  text: IconLetterT,
  text_long: IconAlignLeft,
  number: IconHash,
  number_scale: IconAdjustmentsHorizontal,
  select_checkbox: IconCheckbox,
  select_dropdown: IconSelector,
  tree_single: IconListTree,
  select_radio: IconCircleDot,
  select_multi_dropdown: IconList,
  tree_multi: IconSitemap,
  date: IconCalendar,
  table: IconTable,
  file: IconPaperclip,
  section: IconSeparator,
  heading: IconHeading,
  sub_heading: IconLayoutRows,
  paragraph: IconPilcrow,
  video: IconSlideshow,
  custom_field: IconForms,
  calculated: IconCalculator,
};

export function FieldTypeIcon({ type, size = 16 }: { type: FieldType; size?: number }) {
  const Component = ICONS[type];
  return <Component size={size} aria-hidden />;
}
