/**
 * The navigation entries of D1 §2.4 as data: every entry name the side bar (sidebarV2) and the sitemap may hold,
 * who sees it (role groups of D1 §6, permissions, the role's visibility settings, startups) and the feature flag that
 * gates it. Pure: `buildSidebar` / `buildSitemap` take what the viewer is and return the entries; the service loads
 * those facts. Routes are the web's business (the entry name → route table in apps/web).
 *
 * Flags: an entry whose flag is not enabled in the tenant's plan is shown locked with no sub-menu (CHR-03, CHR-14);
 * a flag enabled in the plan but switched off by an administrator (activated false) hides the entry.
 */
import { isInRoleGroup, type RoleGroup, type RoleType, type VisibilitySetting } from '@hatchery/domain';

export interface NavigationFacts {
  readonly roleType: RoleType;
  /** Permission keys held (criteria all or assigned). */
  readonly permissions: ReadonlySet<string>;
  readonly userVisibility: VisibilitySetting;
  readonly startupVisibility: VisibilitySetting;
  readonly startupCount: number;
  /** The data-collection page has something for the viewer: the set-up or asking for data (metrics-access rules, D-92). */
  readonly usesDataCollection: boolean;
  /** Flags by name: enabled (in the plan) and activated (switched on). */
  readonly flags: ReadonlyMap<string, { enabled: boolean; activated: boolean }>;
}

export interface NavigationEntry {
  name: string;
  locked: boolean;
  subMenu: NavigationEntry[];
}

interface EntryRule {
  name: string;
  /** Shown when any of these hold; none given: every role. */
  groups?: readonly RoleGroup[];
  permissions?: readonly string[];
  /** Extra condition on top of the role/permission match. */
  when?: (facts: NavigationFacts) => boolean;
  flag?: string;
  children?: readonly EntryRule[];
}

const STAFF: readonly RoleGroup[] = ['staff'];
const ADMIN: readonly RoleGroup[] = ['admin'];

const communityVisible = (f: NavigationFacts): boolean => !(f.userVisibility === 'NONE' && f.startupVisibility === 'NONE');

/** The side bar: the viewer's everyday destinations. */
export const SIDEBAR_RULES: readonly EntryRule[] = [
  { name: 'portfolio', groups: ['internal'] },
  { name: 'startupsManagement', groups: STAFF },
  // D1 §5: the startup file only for users with startups (co-founders first of all).
  { name: 'startupProfile', when: (f) => f.startupCount > 0 && !isInRoleGroup(f.roleType, 'staff') },
  // D-401: booking a session (/coaching/book) next to the startup file — the founder side's own coaching entry, the
  // counterpart of the hosts' availability; only with a startup, whose assigned hosts and office hours it lists.
  { name: 'coachingBook', groups: ['founderSide'], when: (f) => f.startupCount > 0 },
  {
    name: 'applications',
    children: [
      { name: 'overview' },
      { name: 'analytics', groups: [...STAFF, 'reviewers'], flag: 'applicationsDashboard' },
      // Issue 16 item 4: the evaluator's queue (/applications/reviews), for everyone who may evaluate.
      { name: 'reviews', groups: ['internal'] },
    ],
  },
  { name: 'community', when: communityVisible },
  {
    name: 'courses',
    flag: 'course',
    children: [{ name: 'home' }, { name: 'management', groups: STAFF, permissions: ['COURSES:CREATE', 'COURSES:MANAGE'] }],
  },
  {
    name: 'events',
    children: [
      { name: 'feed' },
      { name: 'myEvents' },
      { name: 'planning', groups: STAFF, permissions: ['EVENT:CREATE', 'EVENT:EDIT'] },
      { name: 'unpublished', groups: STAFF, permissions: ['EVENT:CREATE', 'EVENT:EDIT'] },
    ],
  },
  { name: 'resources' },
  { name: 'tasks', groups: ['tasks'] },
  { name: 'activityFeed', flag: 'activityFeed' },
  // D-592: the live chat, for the organisation's members.
  { name: 'chat', groups: ['community'], flag: 'liveChat' },
  { name: 'calendar' },
  // D1 §6: availability for internal roles (the evaluators' availabilities of CHR-09 included).
  { name: 'availability', groups: ['internal'] },
  { name: 'profile' },
];

/** Management pages of the staff and the administrators. */
const MANAGEMENT_RULES: readonly EntryRule[] = [
  { name: 'articles', groups: STAFF, permissions: ['ARTICLES:EDIT'] },
  { name: 'chatManagement', permissions: ['CHAT:USER_ACCESS_EDIT'], flag: 'liveChat' },
  { name: 'forms', groups: STAFF, permissions: ['FORM:CREATE', 'FORM:EDIT'] },
  { name: 'emails', groups: STAFF, permissions: ['EMAIL_TEMPLATES:MANAGE'] },
  { name: 'funnels', groups: STAFF, permissions: ['FUNNEL:CREATE', 'FUNNEL:EDIT'] },
  { name: 'feedback', groups: STAFF, permissions: ['FEEDBACK_REQUEST:CREATE', 'FEEDBACK_REQUEST:VIEW'], flag: 'feedbackForms' },
  { name: 'mentors', groups: STAFF },
  { name: 'peopleAssignation', groups: STAFF },
  {
    name: 'programs',
    groups: STAFF,
    children: [
      { name: 'startupAssignations', groups: STAFF },
      { name: 'evaluationAssignation', groups: STAFF },
      { name: 'milestoneTemplates', groups: STAFF, flag: 'milestones' },
      { name: 'metricsDataCollection', groups: STAFF, flag: 'dataCollection', when: (f) => f.usesDataCollection },
    ],
  },
  { name: 'tags', groups: STAFF },
];

const SETTINGS_RULES: readonly EntryRule[] = [
  { name: 'userManagement', groups: ADMIN, permissions: ['USER:INVITE', 'USER:EDIT'] },
  { name: 'customFields', groups: ADMIN, flag: 'customFieldsEdit' },
  { name: 'profileFields', groups: ADMIN, flag: 'customFieldsEdit' },
  { name: 'industries', groups: ADMIN, flag: 'editIndustries' },
];

const ACCOUNT_RULES: readonly EntryRule[] = [
  { name: 'preferences' },
  { name: 'coachingPreferences', groups: ['staff', 'mentorExpert'] },
  { name: 'integrations' },
  { name: 'security' },
  { name: 'exports' },
  { name: 'deleteAccount' },
];

/**
 * The sitemap (CHR-18): the side-bar entries, then the management, organisation-settings and account sections —
 * up to three levels (section → page → sub-page).
 */
export const SITEMAP_RULES: readonly EntryRule[] = [
  ...SIDEBAR_RULES.filter((rule) => rule.name !== 'profile' && rule.name !== 'startupsManagement'),
  { name: 'startupsManagement', groups: STAFF, children: MANAGEMENT_RULES },
  { name: 'organisationSettings', groups: ADMIN, children: SETTINGS_RULES },
  { name: 'profile', children: ACCOUNT_RULES },
];

function matches(rule: EntryRule, facts: NavigationFacts): boolean {
  const restricted = Boolean(rule.groups?.length || rule.permissions?.length);
  const byRole = rule.groups?.some((group) => isInRoleGroup(facts.roleType, group)) ?? false;
  const byPermission = rule.permissions?.some((key) => facts.permissions.has(key)) ?? false;
  if (restricted && !byRole && !byPermission) return false;
  return rule.when ? rule.when(facts) : true;
}

function build(rules: readonly EntryRule[], facts: NavigationFacts, depth: number): NavigationEntry[] {
  const entries: NavigationEntry[] = [];
  for (const rule of rules) {
    if (!matches(rule, facts)) continue;
    const flag = rule.flag ? facts.flags.get(rule.flag) : undefined;
    const locked = rule.flag ? !flag?.enabled : false;
    if (rule.flag && !locked && !flag?.activated) continue;
    const subMenu = locked || !rule.children || depth >= 3 ? [] : build(rule.children, facts, depth + 1);
    entries.push({ name: rule.name, locked, subMenu });
  }
  return entries;
}

export function buildSidebar(facts: NavigationFacts): NavigationEntry[] {
  return build(SIDEBAR_RULES, facts, 1);
}

export function buildSitemap(facts: NavigationFacts): NavigationEntry[] {
  return build(SITEMAP_RULES, facts, 1);
}
