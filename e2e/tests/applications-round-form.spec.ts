/**
 * Issue 16 item 2, the round-form fill page (/application/{id}/forms/{round}/fill, D1 §2.2): a call whose first round
 * is a form round asks every applicant for a second form once they submit. Set-up through the API (its own call and
 * applicant, nothing seeded is changed): staff create and publish the call, a new person signs up and submits the
 * intake form. In the browser the applicant finds the form asked in /applications-manager, fills it (the draft is
 * kept), submits it, and staff read the answers on the application's Form tab beside the intake's (D-494). The fill
 * page is checked with axe at 1280 in English and at 375 in Arabic, dark.
 */
import { graphqlOk, httpCall, restSignIn, tenantHost } from '../support/api';
import { PASSWORD as SEED_PASSWORD, saveScreenshot, submitLogin, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { ALL_SCREEN_VARIANTS, SCREEN_VARIANTS, expectNoSideScroll, openVariant } from '../support/screen-variants';

const HOST = tenantHost('demo');
const PASSWORD = 'Correct-Horse-42-battery';
const OPEN_CALL = 'Winter 2027 open call';
/** The intake answers of the seeded application form ("Accelerator application", seed/applications-forms.ts). */
const INTAKE_ANSWERS = {
  startup_name: { textValue: 'Fjord Batteries' },
  one_liner: { textValue: 'Salt-water batteries for island grids.' },
  stage: { arrayValue: ['idea'] },
  team_size: { numberValue: 2 },
  team_background: { textValue: 'An electrochemist and a ferry engineer.' },
  contact_email: { textValue: 'hello@fjord.example' },
};

interface Prepared {
  email: string;
  applicationId: string;
  roundId: string;
}

/** A published call of the open call's program whose only round asks for the "Startup intake" form, and one submitted application. */
async function prepare(): Promise<Prepared> {
  const stamp = Date.now();
  const admin = await restSignIn('demo', 'admin@demo.test', SEED_PASSWORD);
  const options = await graphqlOk<{ funnelFormOptions: Array<{ _id: string; name: string }> }>(HOST, admin, 'query { funnelFormOptions(kind: intake) { _id name } }');
  const formId = (name: string) => options.funnelFormOptions.find((f) => f.name === name)!._id;
  const funnels = await graphqlOk<{ funnels: { results: Array<{ name: string; program: { _id: string } | null }> } }>(HOST, admin, 'query { funnels(first: 100) { results { name program { _id } } } }');
  const programId = funnels.funnels.results.find((f) => f.name === OPEN_CALL)!.program!._id;
  const created = await graphqlOk<{ createFunnel: { _id: string } }>(HOST, admin, 'mutation C($input: FunnelInput!) { createFunnel(input: $input) { _id } }', {
    input: { programId, name: `Follow-up form call ${stamp}`, intakeFormId: formId('Accelerator application'), category: 'startup', reapplyRule: 'never', closesAt: new Date(stamp + 7 * 86_400_000).toISOString() },
  });
  const funnelId = created.createFunnel._id;
  await graphqlOk(HOST, admin, 'mutation S($funnelId: ID!, $rounds: [FunnelRoundInput!]!) { saveFunnelRounds(funnelId: $funnelId, rounds: $rounds) { _id } }', {
    funnelId,
    rounds: [{ name: 'Details', kind: 'form', formId: formId('Startup intake') }],
  });
  await graphqlOk(HOST, admin, 'mutation P($funnelId: ID!) { publishFunnel(funnelId: $funnelId) { _id } }', { funnelId });

  const email = `fjord.founder.${stamp}@example.test`;
  const signedUp = await httpCall<{ token?: string }>(HOST, 'POST', '/api/users/signup', { body: { firstName: 'Freya', lastName: 'Fjord', email, password: PASSWORD } });
  expect(signedUp.status, `sign-up: ${JSON.stringify(signedUp.body)}`).toBe(200);
  const applicant = signedUp.body.token!;
  const draft = await graphqlOk<{ startApplication: { _id: string } }>(HOST, applicant, 'mutation A($funnelId: ID!) { startApplication(funnelId: $funnelId) { _id } }', { funnelId });
  const submitted = await graphqlOk<{ submitApplication: { roundForms: Array<{ roundId: string }> } }>(
    HOST,
    applicant,
    'mutation S($applicationId: ID!, $answers: JSON!) { submitApplication(applicationId: $applicationId, answers: $answers) { roundForms { roundId } } }',
    { applicationId: draft.startApplication._id, answers: INTAKE_ANSWERS },
  );
  return { email, applicationId: draft.startApplication._id, roundId: submitted.submitApplication.roundForms[0]!.roundId };
}

test('an applicant fills the form a round asks for, and staff read the answers on the application', async ({ page, sessions }) => {
  test.setTimeout(120_000);
  const data = await prepare();
  const fillPath = `/application/${data.applicationId}/forms/${data.roundId}/fill`;

  // ── The applicant: the form asked is listed with the application; its button opens the fill page.
  await page.goto('/login');
  await submitLogin(page, data.email, PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible({ timeout: 15_000 });
  await page.goto('/applications-manager');
  const asked = page.getByTestId('my-round-form');
  await expect(asked).toHaveCount(1, { timeout: 15_000 });
  await expect(asked).toContainText('Startup intake');
  await asked.getByTestId('my-round-form-fill').click();
  await expect(page).toHaveURL(new RegExp(`${fillPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Startup intake', { timeout: 15_000 });
  await expect(page.getByTestId('round-form-page')).toContainText('Fjord Batteries');

  const form = page.getByTestId('form-renderer');
  await form.getByLabel(/Company name/).fill('Fjord Batteries AS');
  await form.getByLabel('Prototype').check();
  await form.getByLabel(/Your pitch/).fill('Salt-water cells that store a wind night for a whole island.');
  await expect(page.getByTestId('draft-status')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  expect(await seriousViolations(page), 'axe on the fill page 1280-en-light').toEqual([]);
  await saveScreenshot(page, 'round-form-fill-1280-en-light');

  // The draft is kept: at 375 in Arabic (dark) the page comes back with it, without side scroll and with axe.
  const narrow = ALL_SCREEN_VARIANTS.find((v) => v.width === 375 && v.language === 'ar' && v.colorScheme === 'dark')!;
  await openVariant(page, narrow, fillPath);
  await expect(page.locator('[data-testid="form-question"][data-question-id="company_name"] input')).toHaveValue('Fjord Batteries AS', { timeout: 15_000 });
  await expectNoSideScroll(page);
  expect(await seriousViolations(page), 'axe on the fill page 375-ar-dark').toEqual([]);
  await saveScreenshot(page, 'round-form-fill-375-ar-dark');

  // Back in English: review and submit; the page says it is sent and the list no longer offers to fill it.
  await openVariant(page, SCREEN_VARIANTS[0]!, fillPath);
  await expect(form.getByLabel(/Your pitch/)).toHaveValue('Salt-water cells that store a wind night for a whole island.', { timeout: 15_000 });
  await page.getByTestId('form-review').click();
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('round-form-sent')).toBeVisible({ timeout: 15_000 });
  await page.goto('/applications-manager');
  await expect(page.getByTestId('my-round-form')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('my-round-form-fill')).toHaveCount(0);

  // ── Staff: the Form tab shows the intake answers and, under the round's name, the answers just sent.
  const staff = await (await sessions.newContext()).newPage();
  await signInTo(staff, 'admin@demo.test', `/application/${data.applicationId}/form`);
  await expect(staff.getByTestId('application-answers')).toContainText('Fjord Batteries', { timeout: 15_000 });
  const roundForm = staff.locator('[data-testid="application-round-form"][data-round="Details"]');
  await expect(roundForm).toHaveAttribute('data-submitted', 'true');
  await expect(roundForm.getByRole('heading', { level: 2 })).toHaveText('Startup intake, asked in Details');
  const answers = roundForm.getByTestId('round-form-answers');
  await expect(answers).toContainText('Fjord Batteries AS');
  await expect(answers).toContainText('Prototype');
  await expect(answers).toContainText('Salt-water cells that store a wind night for a whole island.');
  expect(await seriousViolations(staff), 'axe on the Form tab').toEqual([]);
  await saveScreenshot(staff, 'application-form-tab-round-form-1280-en-light');
});
