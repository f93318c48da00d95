/**
 * The people of the demo's calls (issue 16 item 9): four evaluators (the demo's evaluator@demo.test and three outside
 * investors) and the applicants — distinct names, startups and e-mail domains, generated deterministically so every
 * seed run (and every test) sees the same call. One applicant writes from an evaluator's firm's domain, so the
 * e-mail-domain conflict rule has a case to find.
 */
import type { ApplicationStage } from './applications-forms.js';

export const DEMO_EVALUATOR_EMAIL = 'evaluator@demo.test';

/** The three evaluators the seed adds beside evaluator@demo.test: [first, last, e-mail, headline]. */
export const EXTRA_EVALUATORS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Rafael', 'Mendes', 'rafael.mendes@northstar-ventures.example.com', 'Partner, Northstar Ventures'],
  ['Amara', 'Okoye', 'amara.okoye@brightpath-capital.example.com', 'Principal, Brightpath Capital'],
  ['Tomas', 'Lindqvist', 'tomas.lindqvist@fjord-partners.example.com', 'Angel investor, Fjord Partners'],
];

/** The evaluator whose firm's domain one applicant shares (EXTRA_EVALUATORS[1]). */
export const CONFLICT_DOMAIN = 'brightpath-capital.example.com';

export interface SeedApplicant {
  firstName: string;
  lastName: string;
  email: string;
  domain: string;
  startupName: string;
  oneLiner: string;
  stage: ApplicationStage;
  teamSize: number;
  background: string;
}

const FIRST = ['Aisha', 'Bruno', 'Chloé', 'Dmitri', 'Esra', 'Felipe', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kavya', 'Luca', 'Mina', 'Nikolai', 'Olga', 'Pedro', 'Quinn', 'Rania', 'Sven', 'Tara', 'Umar', 'Vera'];
const LAST = ['Abebe', 'Barros', 'Cohen', 'Dubois', 'Eriksen', 'Fischer', 'Gómez', 'Hassan', 'Ivanova', 'Jensen', 'Kowalski', 'Lim', 'Moreau', 'Nakamura', 'Ortiz', 'Park', 'Quraishi', 'Rossi', 'Silva', 'Tan', 'Usman', 'Varga', 'Wong', 'Yilmaz'];
const PREFIX = ['Alder', 'Beacon', 'Cinder', 'Driftwood', 'Emberly', 'Foxglove', 'Glacier', 'Heron', 'Indigo', 'Juniperus', 'Kindle', 'Lumenwood', 'Marigold'];
const SUFFIX: ReadonlyArray<readonly [string, string]> = [
  ['Health', 'Remote care that nurses trust.'],
  ['Robotics', 'Robots that sort recycling at the curb.'],
  ['Energy', 'Heat pumps financed by the energy they save.'],
  ['Mobility', 'Shared e-scooters for suburban commuters.'],
  ['Analytics', 'Forecasts small retailers can act on.'],
  ['Learning', 'Skills training that employers co-design.'],
];
const STAGES: readonly ApplicationStage[] = ['idea', 'prototype', 'mvp', 'revenue'];
const TLDS = ['example.com', 'example.org', 'example.net'];

const slug = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');

/**
 * `count` applicants (count ≤ 78: the startup names are PREFIX × SUFFIX), from `offset` in the deterministic sequence,
 * so two calls take disjoint applicants. Applicant `conflictAt` (if any) writes from CONFLICT_DOMAIN.
 */
export function seedApplicants(count: number, offset = 0, conflictAt = -1, names: readonly string[] = []): SeedApplicant[] {
  return Array.from({ length: count }, (_, k) => {
    const i = offset + k;
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[(i * 7) % LAST.length]!;
    const [suffix, oneLiner] = SUFFIX[i % SUFFIX.length]!;
    // `names` replaces the first generated startup names (applications of existing startups).
    const startupName = names[k] ?? `${PREFIX[Math.floor(i / SUFFIX.length) % PREFIX.length]} ${suffix}`;
    const domain = k === conflictAt ? CONFLICT_DOMAIN : `${slug(startupName)}.${TLDS[i % TLDS.length]}`;
    const email = `${slug(firstName)}.${slug(lastName)}@${domain}`;
    const teamSize = 1 + ((i * 5) % 9);
    return {
      firstName,
      lastName,
      email,
      domain,
      startupName,
      oneLiner,
      stage: STAGES[(i * 3) % STAGES.length]!,
      teamSize,
      background: `${firstName} ${lastName} leads a team of ${teamSize}; we have worked on this problem together for two years.`,
    };
  });
}
