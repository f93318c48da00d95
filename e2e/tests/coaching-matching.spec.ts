/**
 * Issue 17 item 5 journey (/admin/configuration/mentormatching, /community/people/assignation): an administrator
 * weights the "skills the startup needs" factor only, picks a startup of this spec's own that needs Design, sees the
 * coach with the Design skill ranked first with the explanation of the score, accepts the suggestion, and finds the
 * assignment in the mentor directory. Axe finds no serious violation; both pages at 1280 and 375, English and Arabic.
 * The assignment is removed afterwards (other journeys count the seeded coach's startups).
 */
import { endTokenSessions, graphqlCall, graphqlOk, restSignIn, tenantHost } from '../support/api';
import { PASSWORD, saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectNoSideScroll, openVariant, variantSuffix } from '../support/screen-variants';

const COACH = 'Marcus Bell';

/** The startup tag "Design" (the coach's skill is named so): made when missing. */
async function designTag(host: string, token: string): Promise<string> {
  const made = await graphqlCall<{ createTag: { _id: string } }>(host, token, 'mutation { createTag(kind: startup, name: "Design") { _id } }');
  if (made.data?.createTag) return made.data.createTag._id;
  const { tags } = await graphqlOk<{ tags: Array<{ _id: string; name: string }> }>(host, token, '{ tags(kind: startup) { _id name } }');
  return tags.find((tag) => tag.name === 'Design')!._id;
}

test.describe('mentor matching', () => {
  test('an admin weights the factors, accepts a suggestion, and the assignment shows', async ({ page }) => {
    test.setTimeout(240_000);
    const host = tenantHost('demo');
    const admin = await restSignIn('demo', 'admin@demo.test', PASSWORD);
    const name = `Matchbox Studio ${Date.now().toString(36)}`;
    const { createStartup } = await graphqlOk<{ createStartup: { _id: string } }>(host, admin, 'mutation C($input: CreateStartupInput!) { createStartup(input: $input) { _id } }', { input: { name } });
    const startupId = createStartup._id;
    await graphqlOk(host, admin, 'mutation T($s: ID!, $t: [ID!]!) { setStartupTags(startupId: $s, tagIds: $t) { _id } }', { s: startupId, t: [await designTag(host, admin)] });
    let coachId: 'assigned' | null = null;
    try {
      // ── The rules page: only the skills the startup needs count; mentors without a place are still suggested.
      await signInTo(page, 'admin@demo.test', '/admin/configuration/mentormatching');
      await expect(page.getByTestId('matching-rules-form')).toBeVisible({ timeout: 15_000 });
      for (const factor of ['tags', 'industries', 'stage', 'capacity']) await page.getByTestId(`weight-input-${factor}`).fill('0');
      await page.getByTestId('weight-input-skills').fill('10');
      await page.getByLabel('Suggest them with a lower score').check();
      expect(await seriousViolations(page), 'axe on /admin/configuration/mentormatching').toEqual([]);
      await page.getByTestId('save-matching-rules').click();
      await expect(page.getByText('Matching rules saved')).toBeVisible({ timeout: 15_000 });
      await page.reload();
      await expect(page.getByTestId('weight-input-skills')).toHaveValue('10', { timeout: 15_000 });
      await expect(page.getByTestId('weight-input-tags')).toHaveValue('0');

      // ── Suggestions for the startup: the coach with the Design skill first, scored 100, and why.
      await page.goto(`/community/people/assignation?startup=${startupId}`);
      const first = page.getByTestId('suggestion').first();
      await expect(first).toHaveAttribute('data-name', COACH, { timeout: 15_000 });
      await expect(first.getByTestId('suggestion-score')).toHaveText('Score 100');
      await first.getByRole('button', { name: `Why ${COACH} is suggested` }).click();
      const explanation = page.getByTestId('score-explanation');
      await expect(explanation.getByTestId('line-skills')).toContainText('Design');
      await expect(explanation.getByTestId('line-skills')).toContainText('+100');
      // The popover fades in: judged once it is fully shown (half faded, its dimmed lines read as low contrast).
      await expect(explanation).toHaveCSS('opacity', '1');
      expect(await seriousViolations(page), 'axe on /community/people/assignation with the explanation open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(explanation).toBeHidden();

      // ── The pages in every look (375 and Arabic included), then accept.
      for (const variant of SCREEN_VARIANTS.filter((v) => v.colorScheme === 'light')) {
        const suffix = variantSuffix(variant);
        await openVariant(page, variant, `/community/people/assignation?startup=${startupId}`);
        await expect(page.getByTestId('suggestion').first()).toHaveAttribute('data-name', COACH, { timeout: 15_000 });
        await expectNoSideScroll(page);
        if (variant.language === 'ar') expect(await seriousViolations(page), `axe on /community/people/assignation ${suffix}`).toEqual([]);
        await saveScreenshot(page, `people-assignation-${suffix}`);
        await openVariant(page, variant, '/admin/configuration/mentormatching');
        await expect(page.getByTestId('matching-rules-form')).toBeVisible({ timeout: 15_000 });
        await expectNoSideScroll(page);
        await saveScreenshot(page, `mentor-matching-${suffix}`);
      }
      await openVariant(page, SCREEN_VARIANTS[0]!, `/community/people/assignation?startup=${startupId}`);
      const coach = page.getByTestId('suggestion').filter({ hasText: COACH });
      coachId = 'assigned';
      await coach.getByRole('button', { name: `Accept ${COACH} as a mentor` }).click();
      await expect(page.getByTestId('match-accepted')).toContainText(`${COACH} is now a mentor of ${name}.`, { timeout: 15_000 });
      await expect(page.getByTestId('suggestion').filter({ hasText: COACH })).toHaveCount(0);

      // ── The mentor directory shows the assignment.
      await page.getByTestId('match-accepted').getByRole('link', { name: 'See the mentor directory' }).click();
      await expect(page).toHaveURL(/\/startups\/mentors/);
      await page.getByTestId('mentors-search').fill('Marcus');
      const card = page.getByTestId('mentor-card').filter({ hasText: COACH });
      await expect(card.getByTestId('mentor-startup').filter({ hasText: name })).toBeVisible({ timeout: 15_000 });
    } finally {
      if (coachId) {
        const { mentors } = await graphqlOk<{ mentors: { results: Array<{ user: { _id: string; fullName: string } }> } }>(host, admin, '{ mentors(search: "Marcus", limit: 5) { results { user { _id fullName } } } }');
        const id = mentors.results.find((m) => m.user.fullName === COACH)?.user._id;
        if (id) await graphqlCall(host, admin, 'mutation U($s: ID!, $u: ID!) { unassignMentor(startupId: $s, userId: $u) { _id } }', { s: startupId, u: id });
      }
      await graphqlCall(host, admin, 'mutation D($s: ID!) { deleteStartup(startupId: $s) }', { s: startupId });
      await endTokenSessions(host, admin);
    }
  });
});
