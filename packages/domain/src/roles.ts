/** Role types of D1 §6 / D2 §3.2, and the role groups used for gating. */
export const ROLE_TYPES = [
  'Admin',
  'AdminCoach',
  'Applicant',
  'Coach',
  'Cofounder',
  'CommunityMember',
  'Evaluator',
  'Expert',
  'Mentor',
  'Staff',
  'SubAdmin',
  'System',
] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** Default display labels (D1 §6). `Founder` is derived, see roleLabel. */
export const ROLE_LABELS: Record<RoleType, string> = {
  Admin: 'Admin',
  AdminCoach: 'Admin & Coach',
  Applicant: 'Applicant',
  Coach: 'Coach',
  Cofounder: 'Co/Founder',
  CommunityMember: 'Community Member',
  Evaluator: 'Evaluator',
  Expert: 'Expert',
  Mentor: 'Mentor',
  Staff: 'Staff',
  SubAdmin: 'Sub-Admin',
  System: 'AcceleratorApp',
};
export const FOUNDER_LABEL = 'Founder';

export interface RoleLabelInput {
  type: RoleType;
  /** A custom role's own label; overrides the default. */
  label?: string | null;
  /** Number of people in the user's startup (Cofounder alone → Founder). */
  startupPeopleCount?: number | null;
}

/** D1 §6: a role's own label wins; a Cofounder alone in their startup is a Founder. */
export function roleLabel({ type, label, startupPeopleCount }: RoleLabelInput): string {
  if (label && label.trim() !== '') return label;
  if (type === 'Cofounder' && startupPeopleCount === 1) return FOUNDER_LABEL;
  return ROLE_LABELS[type];
}

/** Role groups of D1 §6; membership of the ambiguous ones decided in GAP-14 (docs/decisions.md). */
export const ROLE_GROUPS = {
  internal: ['Staff', 'Coach', 'Evaluator', 'Expert', 'Mentor', 'SubAdmin', 'Admin', 'AdminCoach'],
  all: ROLE_TYPES.filter((r) => r !== 'System'),
  staff: ['Staff', 'Coach', 'AdminCoach', 'Admin', 'SubAdmin'],
  external: ['Evaluator', 'Expert', 'Mentor', 'Applicant', 'Cofounder', 'CommunityMember'],
  mentorExpert: ['Mentor', 'Expert'],
  reviewers: ['Mentor', 'Expert', 'Evaluator'],
  founderSide: ['Applicant', 'Cofounder', 'CommunityMember'],
  admin: ['Admin', 'AdminCoach'],
  tasks: ['Staff', 'Coach', 'AdminCoach', 'Admin', 'SubAdmin', 'Cofounder', 'CommunityMember'],
  applicants: ['Applicant'],
  /** D1 §6 "Staff, Coach, AdminCoach, Admin"; `staff` is this group with SubAdmin added (GAP-14). */
  staffCore: ['Staff', 'Coach', 'AdminCoach', 'Admin'],
  /** D1 §6: the groups above "each also with Coach or SubAdmin added". */
  mentorExpertWithCoach: ['Mentor', 'Expert', 'Coach'],
  mentorExpertWithSubAdmin: ['Mentor', 'Expert', 'SubAdmin'],
  reviewersWithCoach: ['Mentor', 'Expert', 'Evaluator', 'Coach'],
  reviewersWithSubAdmin: ['Mentor', 'Expert', 'Evaluator', 'SubAdmin'],
  founderSideWithCoach: ['Applicant', 'Cofounder', 'CommunityMember', 'Coach'],
  founderSideWithSubAdmin: ['Applicant', 'Cofounder', 'CommunityMember', 'SubAdmin'],
  adminWithCoach: ['Admin', 'AdminCoach', 'Coach'],
  adminWithSubAdmin: ['Admin', 'AdminCoach', 'SubAdmin'],
  /** D-581: the organisation's members — every role but Applicant, who joins the community once admitted. */
  community: ROLE_TYPES.filter((r) => r !== 'System' && r !== 'Applicant'),
} as const satisfies Record<string, readonly RoleType[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

export function isInRoleGroup(type: RoleType, group: RoleGroup): boolean {
  return (ROLE_GROUPS[group] as readonly RoleType[]).includes(type);
}

/** The seeded demo roles: one user per role, email `<key>@demo.test`. */
export const SEED_ROLE_ACCOUNTS: ReadonlyArray<{ key: string; type: RoleType }> = [
  { key: 'admin', type: 'Admin' },
  { key: 'admincoach', type: 'AdminCoach' },
  { key: 'staff', type: 'Staff' },
  { key: 'coach', type: 'Coach' },
  { key: 'mentor', type: 'Mentor' },
  { key: 'expert', type: 'Expert' },
  { key: 'evaluator', type: 'Evaluator' },
  { key: 'subadmin', type: 'SubAdmin' },
  { key: 'applicant', type: 'Applicant' },
  { key: 'cofounder', type: 'Cofounder' },
  { key: 'community', type: 'CommunityMember' },
];

export const VISIBILITY_SETTINGS = ['ALL', 'ASSIGNED', 'NONE', 'SELECTED'] as const;
export type VisibilitySetting = (typeof VISIBILITY_SETTINGS)[number];
