import { PORTFOLIO_MESSAGES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { createStartupForm } from './CreateStartupDialog';
import { profileFormSchema, profileInput, type ProfileFormValues } from './profileForm';

const filled: ProfileFormValues = {
  name: 'Orbital Labs',
  oneLiner: ' Satellites for farms ',
  description: '',
  website: 'orbital.example.com',
  linkedin: 'https://linkedin.com/company/orbital',
  twitter: '',
  facebook: '',
  instagram: '',
  youtube: '',
  stage: 'seed',
  foundedOn: '2024-03-18',
  location: 'Toulouse',
  teamSize: '6',
  industryIds: [],
};

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the startup profile form (issue 14)', () => {
  it('accepts a filled profile and sends links with their scheme, numbers as numbers, empty text as clearing', () => {
    expect(profileFormSchema.safeParse(filled).success).toBe(true);
    const input = profileInput(filled, true);
    expect(input).toMatchObject({ name: 'Orbital Labs', oneLiner: 'Satellites for farms', website: 'http://orbital.example.com', stage: 'seed', teamSize: 6, description: '' });
    expect(input.socialLinks).toMatchObject({ linkedin: 'https://linkedin.com/company/orbital', twitter: '' });
  });

  it('leaves the name out when the viewer may not rename', () => {
    expect(profileInput(filled, false)).not.toHaveProperty('name');
  });

  it('refuses what the server refuses, with the same messages: a javascript: link, a bad team size, an empty name', () => {
    const bad = profileFormSchema.safeParse({ ...filled, name: ' ', website: 'javascript:alert(1)', teamSize: '-3', stage: 'unicorn' });
    expect(messages(bad)).toEqual(
      expect.arrayContaining([`website: ${PORTFOLIO_MESSAGES.url}`, `teamSize: ${PORTFOLIO_MESSAGES.teamSize}`, `stage: ${PORTFOLIO_MESSAGES.stage}`, `name: ${PORTFOLIO_MESSAGES.required}`]),
    );
  });

  it('the create dialog needs a name and checks the website', () => {
    expect(messages(createStartupForm.safeParse({ name: '', oneLiner: '', website: 'mailto:x@y.z', stage: '' }))).toEqual([
      `name: ${PORTFOLIO_MESSAGES.required}`,
      `website: ${PORTFOLIO_MESSAGES.url}`,
    ]);
  });
});
