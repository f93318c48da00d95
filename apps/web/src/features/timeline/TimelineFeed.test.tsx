import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ViewerModule from '../../app/viewer/ViewerContext';
import { act } from 'react';
import { i18n } from '../../app/i18n/i18n';
import { TIMELINE_KINDS } from './documents';
import { ALICE, everyKind, page, post, STARTUP_ID } from './testKit';
import { TimelineFeed } from './TimelineFeed';
import { createTestClient, incubatorFormatHandlers, type OperationHandler, renderWithClient } from '../../test/testClient';
import { inTimeZoneAsync } from '../../test/inTimeZone';

vi.mock('../../app/viewer/ViewerContext', async (importOriginal) => ({
  ...(await importOriginal<typeof ViewerModule>()),
  useViewer: () => ({ status: 'authenticated', user: { _id: ALICE._id }, roles: ['cofounder'] }),
}));

/** The page answers what the viewer may do (viewerCanPostPrivate, viewerCanPin); `canPrivate` sets both. */
function setup(handlers: Record<string, OperationHandler>, canPrivate = false) {
  const timeline = handlers.StartupTimeline;
  const kit = createTestClient({
    ...incubatorFormatHandlers(),
    ...handlers,
    ...(timeline
      ? {
          StartupTimeline: async (variables: Record<string, unknown>) => {
            const answer = (await timeline(variables)) as { data: { startupTimeline: Record<string, unknown> } };
            return { data: { startupTimeline: { ...answer.data.startupTimeline, viewerCanPostPrivate: canPrivate, viewerCanPin: canPrivate } } };
          },
        }
      : {}),
  });
  return { ...kit, view: renderWithClient(<TimelineFeed startupId={STARTUP_ID} />, kit.client) };
}

// jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => vi.restoreAllMocks());

describe('startup timeline (web)', () => {
  it('asks for the metric names in the reader\'s language and asks again when it changes (issue 19: one name, not every translation)', async () => {
    const languages: unknown[] = [];
    setup({ StartupTimeline: (variables) => { languages.push(variables.language); return page(everyKind()); } });
    await screen.findByText('Changed values: Revenue');
    expect(languages).toEqual(['en']);
    try {
      await act(async () => { await i18n.changeLanguage('fr'); });
      await waitFor(() => expect(languages).toContain('fr'));
    } finally {
      await act(async () => { await i18n.changeLanguage('en'); });
    }
  });

  it('TML-03 every kind renders, told apart by __typename (comments with attachments, data, categorization, coaching, e-mail)', async () => {
    setup({ StartupTimeline: () => page(everyKind()) });
    const list = await screen.findByTestId('timeline-list');
    await waitFor(() => expect(within(list).getAllByTestId('timeline-item')).toHaveLength(9));
    const kinds = within(list).getAllByTestId('timeline-item').map((el) => el.getAttribute('data-kind'));
    expect(kinds).toEqual([
      'TimelineEvent', 'TimelineDataDueEvent', 'TimelineDataSubmitted', 'TimelineDataSubmittedUpdate', 'TimelineCategorizationUpdate',
      'TimelineCategorizationSkip', 'TimelineCoachingSessionPost', 'TimelineCoachingInvitePost', 'TimelineEmailThreadPost',
    ]);
    expect(screen.getByRole('link', { name: 'deck.pdf' })).toHaveAttribute('href', '/files/f-1/deck.pdf');
    expect(screen.getByText('Metrics of Orbital Labs were due on Mar 1, 2024.')).toBeInTheDocument();
    expect(screen.getByText('Changed values: Revenue')).toBeInTheDocument();
    expect(screen.getByText('Answered 3 questions')).toBeInTheDocument();
    expect(within(list).getByText('Categorization skipped')).toBeInTheDocument();
    expect(screen.getByText('Pricing workshop')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://meet.example.org/abc');
    expect(screen.getByText('Intro call')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard')).toBeInTheDocument();
    expect(within(screen.getByTestId('timeline-email-metadata')).getByText('Opened: 2')).toBeInTheDocument();
  });

  it('D-565 a due day is the incubator\'s: a New York incubator\'s March form reads "Mar 1" to a viewer in Honolulu', async () => {
    // The server's due instant for March in New York: the month's first midnight there (monthStartIn), 05:00 UTC.
    const march = '2024-03-01T05:00:00.000Z';
    const items = everyKind().map((item) => ('dueDate' in item && item.dueDate ? { ...item, dueDate: march } : item));
    await inTimeZoneAsync('Pacific/Honolulu', async () => {
      setup({ ...incubatorFormatHandlers({ currency: 'USD', timezone: 'America/New_York' }), StartupTimeline: () => page(items) });
      expect(await screen.findByText('Metrics of Orbital Labs were due on Mar 1, 2024.')).toBeInTheDocument();
      const list = screen.getByTestId('timeline-list');
      // The submitted values and their later change name the same form.
      expect(within(list).getAllByText('For the form due on Mar 1, 2024')).toHaveLength(2);
      expect(within(list).getByText('The questionnaire due on Mar 1, 2024 was skipped.')).toBeInTheDocument();
      expect(within(list).queryByText(/due on Feb 29/)).not.toBeInTheDocument();
    });
  });

  it('TML-09 data submitted: values with unit formatting (currency) and the change with up/down arrows', async () => {
    setup({ StartupTimeline: () => page(everyKind()) });
    const entries = await screen.findAllByTestId('timeline-data-entry');
    expect(entries).toHaveLength(3);
    expect(within(entries[0]!).getByText('$12,000.00')).toBeInTheDocument();
    expect(within(entries[0]!).getByTestId('timeline-change')).toHaveAttribute('data-direction', 'up');
    expect(within(entries[0]!).getByText('+$2,000.00 (+20 %)')).toBeInTheDocument();
    expect(within(entries[0]!).getByRole('img', { name: 'Up' })).toBeInTheDocument();
    expect(within(entries[1]!).getByTestId('timeline-change')).toHaveAttribute('data-direction', 'down');
    expect(within(entries[1]!).getByText('−10 (−20 %)')).toBeInTheDocument();
    expect(within(entries[1]!).getByRole('img', { name: 'Down' })).toBeInTheDocument();
    expect(within(entries[2]!).getByText('First value')).toBeInTheDocument();
  });

  it('TML-01/TML-02 the filter sends one kind and "Load more" sends the cursor; later pages are appended', async () => {
    const user = userEvent.setup();
    const { callsOf } = setup({
      StartupTimeline: (v) => (v.cursor === 'cursor-2' ? page([post('e-3')]) : v.eventType ? page([post('e-9')]) : page([post('e-1'), post('e-2')], 'cursor-2')),
    });
    await screen.findByText('Message e-2');
    expect(callsOf('StartupTimeline')[0]?.variables).toMatchObject({ startupId: STARTUP_ID, eventType: null, cursor: null, limit: 20 });
    await user.click(screen.getByTestId('timeline-load-more'));
    await screen.findByText('Message e-3');
    expect(callsOf('StartupTimeline').at(-1)?.variables).toMatchObject({ startupId: STARTUP_ID, cursor: 'cursor-2' });
    expect(screen.getAllByTestId('timeline-item')).toHaveLength(3);
    expect(screen.queryByTestId('timeline-load-more')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('timeline-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'Data submitted', hidden: true }));
    await screen.findByText('Message e-9');
    expect(callsOf('StartupTimeline').at(-1)?.variables).toMatchObject({ eventType: 'DATA_SUBMITTED', cursor: null });
  });

  it('GAP-39 the filter offers one value per kind', async () => {
    const user = userEvent.setup();
    setup({ StartupTimeline: () => page([]) });
    await screen.findByTestId('timeline-empty');
    await user.click(screen.getByTestId('timeline-filter'));
    expect(await screen.findAllByRole('option', { hidden: true })).toHaveLength(TIMELINE_KINDS.length + 1);
  });

  it('GAP-39 the private toggle shows only with TIMELINE:PRIVATE_COMMENT, and a private note is sent as isPublic: false', async () => {
    const user = userEvent.setup();
    const created = { data: { createTimelineEvent: post('e-new', { isPublic: false, eventType: 'NOTE' }) } };
    const without = setup({ StartupTimeline: () => page([]) }, false);
    await screen.findByTestId('timeline-empty');
    await waitFor(() => expect(without.callsOf('StartupTimeline').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('timeline-private-toggle')).not.toBeInTheDocument();
    (await without.view).unmount();

    const withPermission = setup({ StartupTimeline: () => page([]), CreateTimelineEvent: () => created }, true);
    await user.click(await screen.findByRole('switch', { name: 'Private (staff only)' }));
    await user.click(screen.getByRole('radio', { name: 'Note' }));
    await user.type(screen.getByTestId('timeline-composer-input'), 'Only for staff');
    await user.click(screen.getByTestId('timeline-post'));
    await waitFor(() => expect(withPermission.callsOf('CreateTimelineEvent')).toHaveLength(1));
    expect(withPermission.callsOf('CreateTimelineEvent')[0]?.variables).toEqual({
      input: { startupId: STARTUP_ID, eventType: 'NOTE', message: 'Only for staff', isPublic: false, attachmentIds: [] },
    });
  });

  it('TML-04 pinned items come first; pin and unpin send isPinned (holders of TIMELINE:PRIVATE_COMMENT)', async () => {
    const user = userEvent.setup();
    const pinned = post('e-pinned', { isPinned: true });
    const { callsOf } = setup(
      {
        StartupTimeline: () => page([post('e-1'), pinned], null, [pinned]),
        UpdateTimelineEvent: (v) => ({ data: { updateTimelineEvent: post(String(v.id), { isPinned: Boolean((v.input as { isPinned: boolean }).isPinned) }) } }),
      },
      true,
    );
    const pinnedSection = await screen.findByTestId('timeline-pinned');
    expect(within(pinnedSection).getByText('Message e-pinned')).toBeInTheDocument();
    // Shown once, above the list.
    expect(within(screen.getByTestId('timeline-list')).queryByText('Message e-pinned')).not.toBeInTheDocument();

    await user.click(within(pinnedSection).getByTestId('timeline-item-menu'));
    await user.click(await screen.findByTestId('timeline-unpin'));
    await waitFor(() => expect(callsOf('UpdateTimelineEvent')[0]?.variables).toEqual({ id: 'e-pinned', input: { isPinned: false } }));

    await user.click(within(screen.getByTestId('timeline-list')).getByTestId('timeline-item-menu'));
    await user.click(await screen.findByTestId('timeline-pin'));
    await waitFor(() => expect(callsOf('UpdateTimelineEvent')[1]?.variables).toEqual({ id: 'e-1', input: { isPinned: true } }));
  });

  it('TML-04 the author may delete their own post (viewerCanDelete); no menu on others\' posts without rights', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { callsOf } = setup({
      StartupTimeline: () => page([post('mine', { viewerCanDelete: true }), post('theirs', { createdBy: { ...ALICE, _id: 'u-other' } })]),
      DeleteTimelineEvent: () => ({ data: { deleteTimelineEvent: true } }),
    });
    const items = await screen.findAllByTestId('timeline-item');
    expect(within(items[1]!).queryByTestId('timeline-item-menu')).not.toBeInTheDocument();
    await user.click(within(items[0]!).getByTestId('timeline-item-menu'));
    expect(screen.queryByTestId('timeline-pin')).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('timeline-delete'));
    await waitFor(() => expect(callsOf('DeleteTimelineEvent')[0]?.variables).toEqual({ id: 'mine' }));
  });

  it('D-92 the composer shows only once the page says the viewer may post: not while loading, not after a load error, not when refused', async () => {
    let answer: () => unknown = () => new Promise(() => undefined);
    const loading = setup({ StartupTimeline: () => answer() });
    await waitFor(() => expect(loading.callsOf('StartupTimeline')).toHaveLength(1));
    expect(screen.queryByTestId('timeline-composer')).not.toBeInTheDocument();
    (await loading.view).unmount();

    answer = () => ({ errors: [{ message: 'Boom', extensions: { code: 'InternalServerError' } }] });
    setup({ StartupTimeline: () => answer() });
    await screen.findByTestId('timeline-error');
    expect(screen.queryByTestId('timeline-composer')).not.toBeInTheDocument();
  });

  it('D-92 a page that says the viewer may not post shows no composer; the list still shows', async () => {
    setup({ StartupTimeline: () => ({ data: { startupTimeline: { ...page([post('e-1')]).data.startupTimeline, viewerCanPost: false } } }) });
    await screen.findByText('Message e-1');
    expect(screen.queryByTestId('timeline-composer')).not.toBeInTheDocument();
  });

  it('D-92 deleting follows each post\'s viewerCanDelete, not who the viewer seems to be', async () => {
    setup({ StartupTimeline: () => page([post('mine-but-refused', { viewerCanDelete: false }), post('theirs-allowed', { createdBy: { ...ALICE, _id: 'u-other' }, viewerCanDelete: true })]) });
    const items = await screen.findAllByTestId('timeline-item');
    expect(within(items[0]!).queryByTestId('timeline-item-menu')).not.toBeInTheDocument();
    expect(within(items[1]!).getByTestId('timeline-item-menu')).toBeInTheDocument();
  });
});
