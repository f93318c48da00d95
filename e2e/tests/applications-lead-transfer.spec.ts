/**
 * Issue 16 item 2, /leads/transfer/{id} (D1 §2.1; D-300): staff file an application on someone's behalf and offer it;
 * the person opens the link from the mail (not signed in), sees the call and the application, is refused with another
 * e-mail, chooses name and password, and lands in /applications-manager with the application theirs. The used link
 * then says so. The page is checked with axe.
 */
import { graphqlOk, linkIn, restSignIn, tenantHost, waitForMail } from '../support/api';
import { PASSWORD as SEED_PASSWORD, saveScreenshot } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const TENANT = 'demo';
const HOST = tenantHost(TENANT);
const PASSWORD = 'Correct-Horse-42-battery';
const ANSWERS = {
  startup_name: { textValue: 'Harbour Kelp Co' },
  one_liner: { textValue: 'Kelp farms that clean harbours and feed cattle.' },
  stage: { arrayValue: ['idea'] },
  team_size: { numberValue: 2 },
  team_background: { textValue: 'A marine biologist and a farmer who grew the first lines.' },
  contact_email: { textValue: 'hello@harbourkelp.example' },
};

test('the person a lead was made for takes it over on /leads/transfer/{id} and finds it in their applications', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `kelp.founder.${Date.now()}@example.test`;
  const admin = await restSignIn(TENANT, 'admin@demo.test', SEED_PASSWORD);
  const call = await graphqlOk<{ publicFunnel: { _id: string } }>(HOST, null, 'query C { publicFunnel(slug: "winter-2027") { _id } }');
  const lead = await graphqlOk<{ createApplicationLead: { _id: string } }>(
    HOST,
    admin,
    'mutation L($funnelId: ID!, $email: String!, $answers: JSON!) { createApplicationLead(funnelId: $funnelId, applicantEmail: $email, applicantName: "Kai Kelp", answers: $answers) { _id } }',
    { funnelId: call.publicFunnel._id, email, answers: ANSWERS },
  );
  await graphqlOk(HOST, admin, 'mutation T($id: ID!, $email: String!) { transferApplication(applicationId: $id, email: $email) { _id } }', { id: lead.createApplicationLead._id, email });
  const mail = await waitForMail(TENANT, email, /was prepared for you/);
  const link = linkIn(mail, /^\/leads\/transfer\//);

  await page.goto(link);
  await expect(page.getByTestId('lead-transfer-offer')).toContainText('Winter 2027 open call', { timeout: 15_000 });
  await expect(page.getByTestId('lead-transfer-title')).toContainText('Harbour Kelp Co');
  await expect(page.getByTestId('lead-transfer-email')).toHaveValue(email);
  expect(await seriousViolations(page)).toEqual([]);

  // Someone else's address: refused, nothing taken.
  await page.getByTestId('lead-transfer-email').fill(`someone.else.${Date.now()}@example.test`);
  await page.getByTestId('lead-transfer-first-name').fill('Kai');
  await page.getByTestId('lead-transfer-last-name').fill('Kelp');
  await page.getByTestId('lead-transfer-password').fill(PASSWORD);
  await page.getByTestId('lead-transfer-confirm').fill(PASSWORD);
  await page.getByTestId('lead-transfer-submit').click();
  await expect(page.getByTestId('lead-transfer-error')).toHaveText('This application was prepared for someone else.');
  await saveScreenshot(page, 'lead-transfer-1280-en-light');

  await page.getByTestId('lead-transfer-email').fill(email);
  await page.getByTestId('lead-transfer-submit').click();
  await expect(page).toHaveURL(/\/applications-manager$/, { timeout: 15_000 });
  const card = page.getByTestId('my-application');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Harbour Kelp Co');

  // The link works once: a visitor opening it again is told so.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await expect(page.getByTestId('lead-transfer-refused')).toHaveText('This application has already been taken over.', { timeout: 15_000 });
});
