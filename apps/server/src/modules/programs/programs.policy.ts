/**
 * Who may call the program operations (D-106, D-116). The root rules let the staff roles in; which program and which
 * startup stays a row-level check in programs.service.ts: the viewer must see both (else NotFound), and a Sub-Admin
 * manages only the programs they are an admin of.
 */
import { ADMIN, allowAnyOf, authenticated, roleGroup } from '../permissions/index.js';

const STAFF = [ADMIN, roleGroup('staff')] as const;

export const programsPolicy = {
  programs: authenticated('rows limited to the programs the viewer sees'),
  program: authenticated('NotFound unless the viewer sees the program'),
  programMembershipHistory: authenticated('rows limited to the programs and startups the viewer sees'),
  createProgram: allowAnyOf(STAFF, { note: 'a Sub-Admin creator becomes its admin' }),
  updateProgram: allowAnyOf(STAFF, { note: "Sub-Admin: the programs they run" }),
  archiveProgram: allowAnyOf(STAFF, { note: "Sub-Admin: the programs they run" }),
  restoreProgram: allowAnyOf(STAFF, { note: "Sub-Admin: the programs they run" }),
  // Not the Sub-Admin: who runs a program decides their own scope.
  setProgramAdmins: allowAnyOf([ADMIN, roleGroup('staffCore')], { refused: 'Only staff can choose program admins.' }),
  addStartupToProgram: allowAnyOf(STAFF, { note: 'the program managed, the startup seen by the viewer' }),
  removeStartupFromProgram: allowAnyOf(STAFF, { note: 'the program managed, the startup seen by the viewer' }),
} as const;
