import { Anchor, Avatar, Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { PortfolioColumn } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectPageCheckbox, SelectRowCheckbox, type RowSelection } from '../batch-operations';
import { StartupStageBadge, StartupStatusBadge } from '../startups';
import { AttentionBadges } from './AttentionBadges';
import type { PortfolioEntry } from './documents';

const names = (list: ReadonlyArray<{ name: string }>) => list.map((x) => x.name).join(', ');

/** One cell of a chosen column; empty values show a dash so the columns line up. */
function Cell({ column, entry }: { column: PortfolioColumn; entry: PortfolioEntry }) {
  const { t, i18n } = useTranslation('portfolio');
  const dash = <Text c="dimmed">–</Text>;
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium' }).format(new Date(iso)) : null);
  switch (column) {
    case 'attention':
      return <AttentionBadges reasons={entry.attention} />;
    case 'programs':
      return entry.startup.programs?.length ? <Text size="sm">{names(entry.startup.programs)}</Text> : dash;
    case 'stage':
      return entry.stage ? <StartupStageBadge stage={entry.stage} /> : dash;
    case 'status':
      return <StartupStatusBadge status={entry.status} />;
    case 'industries':
      return entry.industries.length ? <Text size="sm">{names(entry.industries)}</Text> : dash;
    case 'tags':
      return entry.tags.length ? (
        <Group gap={4}>
          {entry.tags.map((tag) => (
            <Badge key={tag._id} color={tag.color ?? 'gray'} variant="dot" styles={{ label: { textTransform: 'none' } }}>
              {tag.name}
            </Badge>
          ))}
        </Group>
      ) : (
        dash
      );
    case 'mentors':
      return entry.mentors.length ? <Text size="sm">{entry.mentors.map((m) => m.fullName).join(', ')}</Text> : dash;
    case 'lastContact':
      return entry.lastContactAt ? <Text size="sm">{date(entry.lastContactAt)}</Text> : <Text size="sm" c="dimmed">{t('never')}</Text>;
    case 'teamSize':
      return entry.teamSize === null ? dash : <Text size="sm">{entry.teamSize}</Text>;
    case 'foundedOn':
      return entry.foundedOn ? <Text size="sm">{date(entry.foundedOn)}</Text> : dash;
    case 'location':
      return entry.location ? <Text size="sm">{entry.location}</Text> : dash;
    case 'createdAt':
      return <Text size="sm">{date(entry.startup.createdAt ?? null) ?? '–'}</Text>;
  }
}

/**
 * The list: the startup's name (a link to its file) and the chosen columns, scrolling sideways on narrow screens.
 * With `selection` (the viewer may start a bulk action) each row has a checkbox and the header one for the page.
 */
export function PortfolioTable({ entries, columns, selection }: { entries: readonly PortfolioEntry[]; columns: readonly PortfolioColumn[]; selection?: RowSelection }) {
  const { t } = useTranslation('portfolio');
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table verticalSpacing="sm" highlightOnHover striped={false} miw={columns.length * 130 + 200} data-testid="portfolio-table">
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <SelectPageCheckbox ids={entries.map((e) => e.startup._id)} selection={selection} />
              </Table.Th>
            ) : null}
            <Table.Th>{t('columns.name')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column}>{t(`columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.startup._id} data-testid="portfolio-row" data-startup={entry.startup.name}>
              {selection ? (
                <Table.Td>
                  <SelectRowCheckbox id={entry.startup._id} name={entry.startup.name} selection={selection} />
                </Table.Td>
              ) : null}
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar alt="" src={entry.startup.logo} radius="md" size="sm" color="indigo">
                    {entry.startup.name.slice(0, 1)}
                  </Avatar>
                  <Anchor component={Link} to={`/startup/${entry.startup._id}/file/activities`} fw={600} size="sm">
                    {entry.startup.name}
                  </Anchor>
                </Group>
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column}>
                  <Cell column={column} entry={entry} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
