import { relations } from 'drizzle-orm';
import { incubatorFeatureFlags } from './flags.js';
import { userTokens } from './identity.js';
import { authTokens, roles, userSessions, users } from './people.js';
import { featureFlags, incubators } from './registry.js';
import { programs, startupPeople, startupPrograms, startups, userAssignedStartups } from './startups.js';
import { taskAssignees, tasks } from './tasks.js';
import { notificationRecipients, notifications } from './notifications.js';

export const incubatorsRelations = relations(incubators, ({ many }) => ({
  featureFlags: many(incubatorFeatureFlags),
  roles: many(roles),
  users: many(users),
  startups: many(startups),
  programs: many(programs),
}));

export const featureFlagsRelations = relations(featureFlags, ({ many }) => ({
  incubatorFlags: many(incubatorFeatureFlags),
}));

export const incubatorFeatureFlagsRelations = relations(incubatorFeatureFlags, ({ one }) => ({
  incubator: one(incubators, { fields: [incubatorFeatureFlags.incubatorId], references: [incubators.id] }),
  flag: one(featureFlags, { fields: [incubatorFeatureFlags.flagName], references: [featureFlags.name] }),
}));

export const rolesRelations = relations(roles, ({ one, many }) => ({
  incubator: one(incubators, { fields: [roles.incubatorId], references: [incubators.id] }),
  users: many(users),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  incubator: one(incubators, { fields: [users.incubatorId], references: [incubators.id] }),
  role: one(roles, { fields: [users.roleId], references: [roles.id] }),
  authTokens: many(authTokens),
  sessions: many(userSessions),
  userTokens: many(userTokens),
  startups: many(startupPeople),
  assignedStartups: many(userAssignedStartups),
}));

export const authTokensRelations = relations(authTokens, ({ one, many }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
  sessions: many(userSessions),
}));

export const userSessionsRelations = relations(userSessions, ({ one }) => ({
  user: one(users, { fields: [userSessions.userId], references: [users.id] }),
  authToken: one(authTokens, { fields: [userSessions.authTokenId], references: [authTokens.id] }),
}));

export const userTokensRelations = relations(userTokens, ({ one }) => ({
  user: one(users, { fields: [userTokens.userId], references: [users.id] }),
}));

export const startupsRelations = relations(startups, ({ one, many }) => ({
  incubator: one(incubators, { fields: [startups.incubatorId], references: [incubators.id] }),
  people: many(startupPeople),
  programs: many(startupPrograms),
  assignedUsers: many(userAssignedStartups),
}));

export const startupPeopleRelations = relations(startupPeople, ({ one }) => ({
  startup: one(startups, { fields: [startupPeople.startupId], references: [startups.id] }),
  user: one(users, { fields: [startupPeople.userId], references: [users.id] }),
}));

export const programsRelations = relations(programs, ({ one, many }) => ({
  incubator: one(incubators, { fields: [programs.incubatorId], references: [incubators.id] }),
  startups: many(startupPrograms),
}));

export const startupProgramsRelations = relations(startupPrograms, ({ one }) => ({
  startup: one(startups, { fields: [startupPrograms.startupId], references: [startups.id] }),
  program: one(programs, { fields: [startupPrograms.programId], references: [programs.id] }),
}));

export const userAssignedStartupsRelations = relations(userAssignedStartups, ({ one }) => ({
  user: one(users, { fields: [userAssignedStartups.userId], references: [users.id] }),
  startup: one(startups, { fields: [userAssignedStartups.startupId], references: [startups.id] }),
}));

export const tasksRelations = relations(tasks, ({ one, many }) => ({
  startup: one(startups, { fields: [tasks.startupId], references: [startups.id] }),
  creator: one(users, { fields: [tasks.createdBy], references: [users.id] }),
  assignees: many(taskAssignees),
}));

export const taskAssigneesRelations = relations(taskAssignees, ({ one }) => ({
  task: one(tasks, { fields: [taskAssignees.taskId], references: [tasks.id] }),
  user: one(users, { fields: [taskAssignees.userId], references: [users.id] }),
  startup: one(startups, { fields: [taskAssignees.startupId], references: [startups.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one, many }) => ({
  actor: one(users, { fields: [notifications.actorUserId], references: [users.id] }),
  recipients: many(notificationRecipients),
}));

export const notificationRecipientsRelations = relations(notificationRecipients, ({ one }) => ({
  notification: one(notifications, { fields: [notificationRecipients.notificationId], references: [notifications.id] }),
  user: one(users, { fields: [notificationRecipients.userId], references: [users.id] }),
}));
