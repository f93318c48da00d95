import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter } from '../../test/testClient';
import type { MentorEntry, MentorsAbilities } from './documents';
import { MentorsPage } from './MentorsPage';

const ABILITY_NAMES = ['viewerCanReadDirectory', 'viewerCanAssign', 'viewerCanEditProfiles', 'viewerCanListSkills'] as const;
const abilities = (...held: Array<(typeof ABILITY_NAMES)[number]>): MentorsAbilities =>
  Object.fromEntries([['__typename', 'MentorsAbilities'], ...ABILITY_NAMES.map((name) => [name, held.includes(name)])]) as MentorsAbilities;

const assignment = (id: string, name: string, viewerCanUnassign: boolean) => ({
  __typename: 'MentorAssignment' as const,
  startup: { __typename: 'Startup' as const, _id: id, name },
  viewerCanUnassign,
});

const entry = (unassignOwn: boolean) => ({
  __typename: 'MentorDirectoryEntry',
  roleType: 'Mentor',
  capacity: 3,
  load: 2,
  user: { __typename: 'User', _id: 'u-1', fullName: 'Maya Mentor', avatar: null, role: { __typename: 'Role', _id: 'r-1', label: 'Mentor' } },
  industries: [],
  skills: [],
  assignments: [assignment('s-own', 'Orbital Labs', unassignOwn), assignment('s-other', 'Greenleaf Analytics', false)],
}) as unknown as MentorEntry;

/** `held`: mentorsAbilities; `unassignOwn`: the server's viewerCanUnassign for the first assignment. */
function renderPage(held: MentorsAbilities, unassignOwn = held.viewerCanAssign) {
  const kit = createTestClient({
    MentorsAbilities: () => ({ data: { mentorsAbilities: held } }),
    Mentors: () => ({ data: { mentors: { __typename: 'MentorDirectoryPage', totalCount: 1, nextCursor: null, results: [entry(unassignOwn)] } } }),
    MentorFilterOptions: () => ({ data: { industries: [] } }),
    MentorSkillOptions: () => ({ data: { tags: [] } }),
  });
  void renderWithRouter(<MentorsPage />, kit.client, '/startups/mentors');
  return kit;
}

const actionsOf = (card: HTMLElement) =>
  [...new Set(Array.from(card.querySelectorAll<HTMLElement>('[data-action]')).map((el) => el.dataset.action))].sort();

describe('mentor directory: the card offers what mentorsAbilities and viewerCanUnassign allow (D-170)', () => {
  it('a role that may not read the directory gets the no-access state and never asks for it', async () => {
    const kit = renderPage(abilities());
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    expect(kit.callsOf('Mentors')).toHaveLength(0);
    expect(kit.callsOf('MentorSkillOptions')).toHaveLength(0);
  });

  it('a reader only (the coach): the directory without assign, unassign or profile edit; no skill list asked', async () => {
    const kit = renderPage(abilities('viewerCanReadDirectory'));
    const card = await screen.findByTestId('mentor-card');
    expect(card).toHaveTextContent('Orbital Labs');
    expect(card).toHaveTextContent('Greenleaf Analytics');
    expect(actionsOf(card)).toEqual([]);
    expect(kit.callsOf('MentorSkillOptions')).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Skill' })).not.toBeInTheDocument();
  });

  it('a connection editor in scope (the Sub-Admin): assign, and unassign only where viewerCanUnassign', async () => {
    renderPage(abilities('viewerCanReadDirectory', 'viewerCanAssign'));
    const card = await screen.findByTestId('mentor-card');
    expect(actionsOf(card)).toEqual(['assignMentor', 'unassignMentor']);
    const badges = within(card).getAllByTestId('mentor-startup');
    expect(badges.map((b) => [b.textContent, b.querySelector('[data-action="unassignMentor"]') !== null])).toEqual([
      ['Orbital Labs', true],
      ['Greenleaf Analytics', false],
    ]);
  });

  it('staff: every action, and the skill filter', async () => {
    const kit = renderPage(abilities(...ABILITY_NAMES));
    const card = await screen.findByTestId('mentor-card');
    expect(actionsOf(card)).toEqual(['assignMentor', 'setMentorProfile', 'unassignMentor']);
    await waitFor(() => expect(kit.callsOf('MentorSkillOptions')).toHaveLength(1));
  });
});
