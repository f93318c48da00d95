/** What the seed writes: two tenants with branding, roles, people, startups and programs. */
import { FEATURE_FLAGS, SEED_ROLE_ACCOUNTS, type FeatureFlagName, type RoleType } from '@hatchery/domain';
import type { NewIncubator } from '../db/schema/index.js';
import type { FeatureFlagType, PersonGroup, RolePermission, StartupAccess, UserAccess } from '../db/schema/types.js';

/** Shared by every seeded account (see docs/contract-foundation.md, "Seeded accounts"). */
export const SEED_PASSWORD = 'Demo!2026';

export const INTEGRATION_FLAGS: ReadonlySet<FeatureFlagName> = new Set<FeatureFlagName>([
  'zapierIntegration',
  'microsoftIntegration',
  'zoomIntegration',
  'teamsIntegration',
  'auth0',
]);

export function featureFlagType(name: FeatureFlagName): FeatureFlagType {
  return INTEGRATION_FLAGS.has(name) ? 'integration' : 'feature';
}

export interface SeedUser {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleType;
  headline?: string;
  /** What their profile page says about them (/profile/:id); left empty for the accounts whose tasks ask for it. */
  about?: SeedAbout;
  /** Default active and validated; the account-gate account is pending and unvalidated. */
  status?: 'active' | 'pending';
  validated?: boolean;
  /** Label of a custom role of the tenant (SeedTenant.customRoles) the user holds instead of `role`'s default role. */
  customRole?: string;
}

export interface SeedAbout {
  bio: string;
  expertise?: string;
  country?: string;
}

/** A custom role (issue 4): built on a base type, with its own label, permissions and visibility. */
export interface SeedCustomRole {
  label: string;
  type: RoleType;
  permissions: RolePermission[];
  userAccess: UserAccess;
  /** SELECTED startups are named (resolved to ids when seeding). */
  startupAccess: { visibilitySettings: StartupAccess['visibilitySettings']; startupNames?: string[] };
}

export interface SeedStartup {
  name: string;
  website: string;
  description: string;
  people: Array<{ email: string; group: PersonGroup }>;
  programs: string[];
  initialCategorizationComplete?: boolean;
}

export interface SeedProgram {
  name: string;
  description: string;
  startsOn: string;
  endsOn: string;
}

export interface SeedTenant {
  incubator: NewIncubator & { slug: string };
  /** Flags whose enabled/activated are false; every other catalogue flag is on. */
  flagsOff: readonly FeatureFlagName[];
  language: string;
  timezone: string;
  users: SeedUser[];
  startups: SeedStartup[];
  programs: SeedProgram[];
  /** Startups assigned to a mentor/coach (email → startup names). */
  assignments: Array<{ email: string; startups: string[] }>;
  customRoles?: SeedCustomRole[];
}

const brand = (slug: string) => ({
  logo: `/brand/${slug}/logo.svg`,
  logoSquare: `/brand/${slug}/logo-square.svg`,
  whiteLogo: `/brand/${slug}/logo-white.svg`,
});

const STAFF_SIDE_ROLES: RoleType[] = ['Admin', 'AdminCoach', 'Staff', 'SubAdmin', 'Coach'];
const EVERY_ROLE: RoleType[] = [
  'Admin', 'AdminCoach', 'Applicant', 'Coach', 'Cofounder', 'CommunityMember', 'Evaluator', 'Expert', 'Mentor', 'Staff', 'SubAdmin',
];

interface RoleDefaults {
  permissions: RolePermission[];
  userAccess: UserAccess;
  startupAccess: StartupAccess;
}

const all = (...keys: string[]): RolePermission[] => keys.map((key) => ({ key, permissionCriteria: 'all' }));
const assigned = (...keys: string[]): RolePermission[] => keys.map((key) => ({ key, permissionCriteria: 'assigned' }));
const SUBADMIN_PERMISSIONS = [
  ...all('ARTICLES:EDIT', 'COURSES:MANAGE', 'USER:INVITE'),
  ...assigned('METRICS/EDIT:VIEW', 'METRICS:EDIT', 'STARTUP:CONNECTIONS_EDIT', 'STARTUP:NAME_EDIT', 'STARTUP:FILE_VIEW', 'INDUSTRIES:STARTUP_EDIT', 'TAGS:STARTUP_EDIT', 'STARTUP_MILESTONE:CREATE', 'STARTUP_MILESTONE:EDIT', 'TASK:DELETE'),
];
const MILESTONE_KEYS = ['STARTUP_MILESTONE:CREATE', 'STARTUP_MILESTONE:EDIT'] as const;
// Issue 14 (D-125): staff run the tag lists and connect mentors to startups.
const STAFF_PERMISSIONS = all(
  'ARTICLES:EDIT', 'METRICS/EDIT:VIEW', 'COURSES:CREATE', 'COURSES:MANAGE', 'METRICS:EDIT', 'TASK:DELETE', 'USER:EDIT', 'USER:INVITE',
  'TAGS:VIEW', 'TAGS:CREATE', 'TAGS:EDIT', 'TAGS:STARTUP_EDIT', 'TAGS:ENTITY_VIEW', 'INDUSTRIES:VIEW', 'INDUSTRIES:ENTITY_VIEW', 'STARTUP:CONNECTIONS_EDIT',
  ...MILESTONE_KEYS,
  // D-224: staff build and change every form (the Staff role-type defaults hold both Form keys).
  'FORM:CREATE', 'FORM:EDIT',
  // Issue 15 item 6: staff run feedback requests and read their answers.
  'FEEDBACK_REQUEST:CREATE', 'FEEDBACK_REQUEST:VIEW', 'FEEDBACK_REQUEST:EDIT', 'FEEDBACK_REQUEST:ANSWER_VIEW',
  // Issue 16 (D-232): staff build funnels; archiving (FUNNEL:DELETE) stays with administrators, as the Staff defaults.
  'FUNNEL:CREATE', 'FUNNEL:EDIT', 'FUNNEL:LIST_VIEW',
  // Issue 16 item 8 (D-271): staff read the funnels' analytics, as the Staff role-type defaults do.
  'APPLICATION:DASHBOARD',
  // Issue 16 items 4–6 (D-260, D-261): staff read applications, assign evaluators and set the evaluation parameters.
  'APPLICATION:VIEW_ALL', 'APPLICATION:MANAGE', 'EVALUATION_PARAMETER:CREATE', 'EVALUATION_PARAMETER:EDIT_DELETE', 'EVALUATION_PARAMETER:VIEW',
  // D-386: staff see the overview's queue bar, as the Staff role-type defaults do.
  'APPLICATION:QUEUE_BAR',
  // Issue 18 (D-422): staff create, edit and delete events, as the Staff role-type defaults do.
  'EVENT:CREATE', 'EVENT:EDIT', 'EVENT:DELETE',
);

/** Default access of each role type (D2 §3.2): staff side sees everything, reviewers their assignments. */
export const ROLE_DEFAULTS: Record<RoleType, RoleDefaults> = {
  Admin: { permissions: [...STAFF_PERMISSIONS, ...all('USER_ROLES:EDIT')], userAccess: { roles: EVERY_ROLE, visibilitySettings: 'ALL' }, startupAccess: { visibilitySettings: 'ALL' } },
  AdminCoach: { permissions: [...STAFF_PERMISSIONS, ...all('USER_ROLES:EDIT')], userAccess: { roles: EVERY_ROLE, visibilitySettings: 'ALL' }, startupAccess: { visibilitySettings: 'ALL' } },
  Staff: { permissions: STAFF_PERMISSIONS, userAccess: { roles: EVERY_ROLE, visibilitySettings: 'ALL' }, startupAccess: { visibilitySettings: 'ALL' } },
  // Scoped to the programs they run and the startups assigned to them (issue 14 item 2, D-117).
  SubAdmin: { permissions: SUBADMIN_PERMISSIONS, userAccess: { roles: EVERY_ROLE, visibilitySettings: 'ALL' }, startupAccess: { visibilitySettings: 'ASSIGNED' } },
  // D-224: coaches build their own evaluation forms (FORM:CREATE changes only the forms its holder created).
  // Issue 18 (D-422): coaches create events (and edit those they create or host), as the Coach defaults.
  Coach: { permissions: all('METRICS/EDIT:VIEW', 'ARTICLES:EDIT', 'FORM:CREATE', 'FEEDBACK_REQUEST:CREATE', 'FEEDBACK_REQUEST:VIEW', 'EVENT:CREATE'), userAccess: { roles: EVERY_ROLE, visibilitySettings: 'ALL' }, startupAccess: { visibilitySettings: 'ALL' } },
  // Milestone keys for assigned startups, as the role-type defaults give them (permissions/defaults.ts, D-136).
  Mentor: { permissions: assigned('METRICS/EDIT:VIEW', ...MILESTONE_KEYS), userAccess: { roles: [...STAFF_SIDE_ROLES, 'Mentor', 'Expert', 'Cofounder'], visibilitySettings: 'ASSIGNED' }, startupAccess: { visibilitySettings: 'ASSIGNED' } },
  Expert: { permissions: assigned('METRICS/EDIT:VIEW', ...MILESTONE_KEYS), userAccess: { roles: [...STAFF_SIDE_ROLES, 'Mentor', 'Expert', 'Cofounder'], visibilitySettings: 'ASSIGNED' }, startupAccess: { visibilitySettings: 'ASSIGNED' } },
  Evaluator: { permissions: [], userAccess: { roles: [], visibilitySettings: 'NONE' }, startupAccess: { visibilitySettings: 'ASSIGNED' } },
  Applicant: { permissions: [], userAccess: { roles: [], visibilitySettings: 'NONE' }, startupAccess: { visibilitySettings: 'NONE' } },
  Cofounder: { permissions: assigned('METRICS/EDIT:VIEW', 'METRICS:EDIT', ...MILESTONE_KEYS), userAccess: { roles: [...STAFF_SIDE_ROLES, 'Mentor', 'Expert', 'Cofounder'], visibilitySettings: 'ASSIGNED' }, startupAccess: { visibilitySettings: 'ASSIGNED' } },
  CommunityMember: { permissions: [], userAccess: { roles: ['Cofounder', 'CommunityMember'], visibilitySettings: 'SELECTED' }, startupAccess: { visibilitySettings: 'NONE' } },
  System: { permissions: [], userAccess: { roles: [], visibilitySettings: 'NONE' }, startupAccess: { visibilitySettings: 'NONE' } },
};

const DEMO_NAMES: Record<string, [string, string, string]> = {
  admin: ['Avery', 'Collins', 'Program Director'],
  admincoach: ['Jordan', 'Reyes', 'Managing Partner & Coach'],
  staff: ['Priya', 'Nair', 'Program Manager'],
  coach: ['Marcus', 'Bell', 'Growth Coach'],
  mentor: ['Elena', 'Petrova', 'Fintech Mentor'],
  expert: ['Kenji', 'Watanabe', 'IP & Patents Expert'],
  evaluator: ['Sofia', 'Almeida', 'Investment Analyst'],
  subadmin: ['Daniel', 'Okafor', 'Operations Lead'],
  applicant: ['Hannah', 'Schmidt', 'Founder-to-be'],
  cofounder: ['Liam', 'Carter', 'CEO, Orbital Labs'],
  community: ['Noor', 'Haddad', 'Community Member'],
};

/**
 * What the demo's people wrote about themselves, so their profile pages read like a living programme. The applicant
 * and the community member keep an empty profile: the applicant's "Complete your profile" task and the community
 * tests start from one. Countries agree with the tenant's zone, which every seeded user shares (coaching slots rely on it).
 */
const DEMO_ABOUT: Record<string, SeedAbout> = {
  admin: { bio: 'Runs the Demo Accelerator programme: selection, the twelve-week curriculum and Demo Day.\nPreviously an operator at two climate startups.', expertise: 'Programme design, fundraising readiness', country: 'United States' },
  staff: { bio: 'Day-to-day contact for the cohort: sessions, milestones and monthly reporting.', expertise: 'Startup operations', country: 'United States' },
  coach: { bio: 'Helps founders find a repeatable growth channel before they raise.', expertise: 'Growth, go-to-market', country: 'Canada' },
  mentor: { bio: 'Fifteen years in payments and lending; angel investor in a dozen fintech companies.', expertise: 'Fintech, unit economics', country: 'United States' },
  expert: { bio: 'Patent attorney for deep-tech founders: what to file, when, and what it costs.', expertise: 'Intellectual property', country: 'United States' },
  cofounder: { bio: 'Building Orbital Labs: satellite data that tells farmers when to water.\nBefore that, product lead at an agritech company.', expertise: 'Product, remote sensing', country: 'United States' },
  partner: { bio: 'Partner at a seed fund investing in health and mobility.', expertise: 'Seed investing', country: 'United States' },
};

export function demoTenant(roleAccounts: ReadonlyArray<{ key: string; type: RoleType }> = SEED_ROLE_ACCOUNTS): SeedTenant {
  return {
    incubator: {
      slug: 'demo',
      name: 'Demo Accelerator',
      description: 'A twelve-week accelerator for early-stage founders building climate, health and mobility companies.',
      ...brand('demo'),
      defaultLanguage: 'en',
      timezone: 'America/New_York',
      currency: 'USD',
      address: '200 Innovation Way, Brooklyn, NY 11201, USA',
      allowUserSelfDelete: true,
      allowWriteInOptionInUserSkills: true,
      incubatorSeo: { active: false, seoTitle: 'Demo Accelerator', seoDescription: 'Programs for early-stage founders.' },
      termsUrl: 'https://demo.example.com/terms',
      customLogin: {
        active: true,
        text: 'New to Demo Accelerator? Apply to the Spring 2026 cohort',
        // A page the app serves: the sign-up form (the old example.com address led nowhere, D-93).
        url: '/application/new',
        buttonBackgroundColor: '#F59E0B',
        buttonTextColor: '#1E1B4B',
      },
      generalEmail: 'hello@demo.test',
      supportEmail: 'support@demo.test',
      brandPalette: {
        sidebar: {
          backgroundColor: '#1E1B4B',
          textColor: '#E0E7FF',
          activeItemBackgroundColor: '#F59E0B',
          activeItemTextColor: '#1E1B4B',
          activeSubItemTextColor: '#FCD34D',
          logoType: 'REVERSE',
        },
        login: { logoType: 'NORMAL', backgroundColor: '#EEF2FF', textColor: '#1E1B4B' },
      },
      loginProviders: [
        { provider: 'google', enabled: true },
        { provider: 'linkedin', enabled: true },
        { provider: 'microsoft', enabled: false },
      ],
      planInfo: { name: 'Growth', employeeCountLimit: 25 },
      startupNameAlternative: { active: false, label: [{ language: 'en', value: 'Venture' }, { language: 'fr', value: 'Entreprise' }] },
      ssoConfig: { enabled: false, organization: null, oauthConnections: [] },
      maxSessionsPerUser: 5,
    },
    flagsOff: ['zoomIntegration', 'teamsIntegration', 'auth0', 'anonymityApplications'],
    language: 'en',
    timezone: 'America/New_York',
    users: [
      ...roleAccounts.map(({ key, type }) => {
        const [firstName, lastName, headline] = DEMO_NAMES[key] ?? [key.charAt(0).toUpperCase() + key.slice(1), 'Demo', type];
        const about = DEMO_ABOUT[key];
        return { email: `${key}@demo.test`, firstName, lastName, role: type, headline, ...(about ? { about } : {}) };
      }),
      { email: 'cofounder2@demo.test', firstName: 'Maya', lastName: 'Chen', role: 'Cofounder', headline: 'CTO, Orbital Labs', about: { bio: 'Writes the models that turn satellite images into irrigation advice.', expertise: 'Machine learning', country: 'Canada' } },
      { email: 'founder@demo.test', firstName: 'Samuel', lastName: 'Osei', role: 'Cofounder', headline: 'Founder, Solo Robotics' },
      // Staff who has not confirmed their email yet: sees the account gate (D1 §4) after signing in.
      { email: 'pending@demo.test', firstName: 'Pat', lastName: 'Pending', role: 'Staff', headline: 'New Program Associate', status: 'pending', validated: false },
      // Holds the custom role "Venture Partner" (a Mentor-based role that sees two selected startups).
      { email: 'partner@demo.test', firstName: 'Rafael', lastName: 'Ortiz', role: 'Mentor', customRole: 'Venture Partner', headline: 'Venture Partner', about: DEMO_ABOUT.partner },
    ],
    customRoles: [
      {
        label: 'Venture Partner',
        type: 'Mentor',
        permissions: [
          ...assigned('METRICS/EDIT:VIEW', 'STARTUP:FILE_VIEW', 'TIMELINE:PRIVATE_COMMENT', 'COACHING_SESSION:EXPORT'),
          ...all('TAGS:VIEW', 'INDUSTRIES:VIEW', 'USER:SOCIAL_MEDIA_VIEW'),
        ],
        userAccess: { roles: ['Admin', 'AdminCoach', 'Staff', 'Cofounder'], visibilitySettings: 'SELECTED' },
        startupAccess: { visibilitySettings: 'SELECTED', startupNames: ['Tidewater Health', 'Kiln & Co'] },
      },
    ],
    programs: [
      { name: 'Spring 2026 Cohort', description: 'Our flagship twelve-week program.', startsOn: '2026-03-02', endsOn: '2026-05-22' },
      { name: 'Climate Track', description: 'Decarbonisation, energy and sustainable supply chains.', startsOn: '2026-01-12', endsOn: '2026-12-18' },
      { name: 'Pre-Seed Bootcamp', description: 'Six weeks from idea to first customers.', startsOn: '2026-06-01', endsOn: '2026-07-10' },
    ],
    startups: [
      {
        name: 'Orbital Labs',
        website: 'https://orbital-labs.example.com',
        description: 'Low-cost satellite telemetry for agriculture.',
        people: [
          { email: 'cofounder@demo.test', group: 'cofounder' },
          { email: 'cofounder2@demo.test', group: 'cofounder' },
        ],
        programs: ['Spring 2026 Cohort'],
        // Never categorized: the metrics prompt opens on the categorization step (seed/metrics-timeline.ts).
        initialCategorizationComplete: false,
      },
      {
        name: 'Solo Robotics',
        website: 'https://solo-robotics.example.com',
        description: 'Autonomous picking arms for small warehouses.',
        people: [{ email: 'founder@demo.test', group: 'cofounder' }],
        programs: ['Pre-Seed Bootcamp'],
      },
      { name: 'Greenleaf Analytics', website: 'https://greenleaf.example.com', description: 'Carbon accounting for mid-size manufacturers.', people: [], programs: ['Spring 2026 Cohort', 'Climate Track'], initialCategorizationComplete: true },
      { name: 'Tidewater Health', website: 'https://tidewater.example.com', description: 'Remote monitoring for post-operative care.', people: [], programs: ['Spring 2026 Cohort'] },
      { name: 'Kiln & Co', website: 'https://kiln.example.com', description: 'Marketplace for independent ceramic studios.', people: [], programs: ['Pre-Seed Bootcamp'] },
      { name: 'Northwind Mobility', website: 'https://northwind.example.com', description: 'Electric cargo bikes as a service for city logistics.', people: [], programs: ['Climate Track'] },
    ],
    assignments: [{ email: 'mentor@demo.test', startups: ['Orbital Labs', 'Greenleaf Analytics'] }],
  };
}

export function acmeTenant(): SeedTenant {
  return {
    incubator: {
      slug: 'acme',
      name: 'Acme Ventures',
      description: 'Incubateur deeptech et industrie à Paris.',
      ...brand('acme'),
      defaultLanguage: 'fr',
      timezone: 'Europe/Paris',
      currency: 'EUR',
      address: '12 rue de la Fonderie, 75011 Paris, France',
      allowUserSelfDelete: false,
      allowWriteInOptionInUserSkills: false,
      incubatorSeo: { active: true, seoTitle: 'Acme Ventures', seoDescription: 'Incubateur deeptech à Paris.' },
      termsUrl: 'https://acme.example.com/cgu',
      customLogin: { active: false },
      generalEmail: 'bonjour@acme.test',
      supportEmail: 'support@acme.test',
      brandPalette: {
        sidebar: {
          backgroundColor: '#0F3D3E',
          textColor: '#E6F4F1',
          activeItemBackgroundColor: '#E85D3F',
          activeItemTextColor: '#FFFFFF',
          activeSubItemTextColor: '#FFB4A2',
          logoType: 'REVERSE',
        },
        login: { logoType: 'NORMAL', backgroundColor: '#F4F1EA', textColor: '#0F3D3E' },
      },
      loginProviders: [
        { provider: 'google', enabled: false },
        { provider: 'linkedin', enabled: true },
      ],
      planInfo: { name: 'Starter', employeeCountLimit: 5 },
      startupNameAlternative: { active: true, label: [{ language: 'fr', value: 'Projet' }, { language: 'en', value: 'Venture' }] },
      ssoConfig: { enabled: false, organization: null, oauthConnections: [] },
      maxSessionsPerUser: 3,
    },
    flagsOff: ['liveChat', 'course', 'hoursAllocation', 'zapierIntegration', 'microsoftIntegration', 'zoomIntegration', 'teamsIntegration', 'auth0'],
    language: 'fr',
    timezone: 'Europe/Paris',
    users: [
      { email: 'admin@acme.test', firstName: 'Camille', lastName: 'Durand', role: 'Admin', headline: 'Directrice des programmes' },
      { email: 'cofounder@acme.test', firstName: 'Julien', lastName: 'Moreau', role: 'Cofounder', headline: 'CEO, Lumière Bio' },
    ],
    programs: [{ name: "Programme d'amorçage 2026", description: 'Six mois pour passer du prototype au pilote.', startsOn: '2026-02-02', endsOn: '2026-07-31' }],
    startups: [
      { name: 'Lumière Bio', website: 'https://lumiere-bio.example.com', description: 'Bioluminescent sensors for water quality.', people: [{ email: 'cofounder@acme.test', group: 'cofounder' }], programs: ["Programme d'amorçage 2026"] },
      { name: 'Atelier Vélo', website: 'https://atelier-velo.example.com', description: 'Refurbished bicycles by subscription.', people: [], programs: ["Programme d'amorçage 2026"] },
    ],
    assignments: [],
  };
}

/** The SSO test issuer the `sso` tenant trusts (the test OIDC provider of apps/server/test/support). */
export const DEFAULT_SSO_TEST_ISSUER = 'http://127.0.0.1:9400';
export const SSO_TEST_CLIENT = { clientId: 'hatchery-sso', clientSecret: 'hatchery-sso-test-secret', connectionId: 'northstar' } as const;

/** A tenant that signs in through single sign-on (issue 3): password sign-in is refused there (SsoRequired). */
export function ssoTenant(issuer: string = process.env.SSO_TEST_ISSUER?.trim() || DEFAULT_SSO_TEST_ISSUER): SeedTenant {
  // Server-only fields (issuer, client, secret, professional network) live beside the public part of sso_config.
  const ssoConfig = {
    enabled: true,
    organization: 'Northstar Labs',
    oauthConnections: [{ id: SSO_TEST_CLIENT.connectionId, protocol: 'oidc', provider: 'oidc', name: 'Northstar SSO' }],
    issuer,
    clientId: SSO_TEST_CLIENT.clientId,
    clientSecret: SSO_TEST_CLIENT.clientSecret,
    linkedin: {
      enabled: true,
      clientId: `${SSO_TEST_CLIENT.clientId}-linkedin`,
      clientSecret: SSO_TEST_CLIENT.clientSecret,
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/token`,
      userinfoEndpoint: `${issuer}/linkedin/me`,
    },
  };
  return {
    incubator: {
      slug: 'sso',
      name: 'Northstar Labs',
      description: 'A corporate venture studio whose people sign in with single sign-on.',
      defaultLanguage: 'en',
      timezone: 'Europe/London',
      currency: 'GBP',
      incubatorSeo: { active: false },
      customLogin: { active: false },
      brandPalette: {
        sidebar: {
          backgroundColor: '#0B2545',
          textColor: '#EEF4ED',
          activeItemBackgroundColor: '#8DA9C4',
          activeItemTextColor: '#0B2545',
          activeSubItemTextColor: '#C5D7E8',
          logoType: 'NORMAL',
        },
        login: { logoType: 'NORMAL', backgroundColor: '#EEF4ED', textColor: '#0B2545' },
      },
      loginProviders: [{ provider: 'linkedin', enabled: true }],
      planInfo: { name: 'Growth', employeeCountLimit: 25 },
      startupNameAlternative: { active: false, label: [] },
      ssoConfig,
      maxSessionsPerUser: 5,
    },
    flagsOff: [],
    language: 'en',
    timezone: 'Europe/London',
    users: [
      { email: 'admin@sso.test', firstName: 'Nora', lastName: 'Lindqvist', role: 'Admin', headline: 'Head of Ventures' },
      { email: 'cofounder@sso.test', firstName: 'Omar', lastName: 'Farouk', role: 'Cofounder', headline: 'CEO, Polaris Grid' },
    ],
    programs: [],
    startups: [{ name: 'Polaris Grid', website: 'https://polaris-grid.example.com', description: 'Grid-edge battery scheduling.', people: [{ email: 'cofounder@sso.test', group: 'cofounder' }], programs: [] }],
    assignments: [],
  };
}

export const ALL_FEATURE_FLAGS: readonly FeatureFlagName[] = FEATURE_FLAGS;
