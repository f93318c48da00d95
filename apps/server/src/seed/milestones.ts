/**
 * Milestone templates and a milestone plan for every startup of a tenant (issue 14 item 10, E's part). Idempotent:
 * a template is inserted when no top-level template has its name; a startup gets a plan only while it has no
 * milestones at all, so a second run changes nothing. Progress is spread by a hash of the startup's name, so the
 * portfolio shows plans at different stages (and a few flagged milestones) the same way on every machine.
 */
import { createHash } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { milestoneTemplates, startupMilestones, startups } from '../db/schema/index.js';

interface SeedTemplate {
  name: string;
  goal?: string;
  unit?: string;
  target?: number;
  children?: SeedTemplate[];
}

const TEMPLATES: SeedTemplate[] = [
  {
    name: 'Problem–solution fit',
    goal: 'Evidence that the problem is real and that the solution solves it.',
    children: [
      { name: 'Customer interviews', unit: 'interviews', target: 30 },
      { name: 'Prototype tested with users', unit: 'users', target: 5 },
    ],
  },
  {
    name: 'First paying customers',
    goal: 'Customers who pay for the product, not a free pilot.',
    unit: 'customers',
    target: 10,
    children: [{ name: 'Pilot signed', unit: 'pilots', target: 1 }, { name: 'Pricing validated' }],
  },
  { name: 'Monthly recurring revenue', goal: 'Recurring revenue a seed investor expects to see.', unit: 'kUSD', target: 20 },
  {
    name: 'Seed round',
    goal: 'Close the seed round that funds the next 18 months.',
    unit: 'kUSD',
    target: 500,
    children: [{ name: 'Pitch deck ready' }, { name: 'Investor meetings', unit: 'meetings', target: 20 }],
  },
];

/** 0..1, the same for a name on every run. */
function spread(name: string, salt: number): number {
  const digest = createHash('sha256').update(`${salt}:${name}`).digest();
  return digest.readUInt16BE(0) / 0xffff;
}

async function seedTemplates(tx: Tx, incubatorId: string): Promise<{ inserted: number; byName: Map<string, string> }> {
  const existing = await tx.select({ id: milestoneTemplates.id, name: milestoneTemplates.name }).from(milestoneTemplates).where(isNull(milestoneTemplates.parentId));
  const byName = new Map(existing.map((t) => [t.name, t.id]));
  let inserted = 0;
  for (const [position, template] of TEMPLATES.entries()) {
    if (byName.has(template.name)) continue;
    const [row] = await tx
      .insert(milestoneTemplates)
      .values({ incubatorId, name: template.name, goal: template.goal ?? null, unit: template.unit ?? null, target: template.target ?? null, position })
      .returning({ id: milestoneTemplates.id });
    byName.set(template.name, row!.id);
    inserted += 1;
    for (const [i, child] of (template.children ?? []).entries()) {
      await tx.insert(milestoneTemplates).values({ incubatorId, parentId: row!.id, name: child.name, unit: child.unit ?? null, target: child.target ?? null, position: i });
      inserted += 1;
    }
  }
  return { inserted, byName };
}

/** How far a startup got with one milestone: earlier milestones further along, later ones barely started. */
function progressOf(template: SeedTemplate, startupName: string, index: number): { progress: number; completed: boolean } {
  const reach = Math.max(0, Math.min(1, spread(startupName, 0) * 1.6 - index * 0.35 + spread(startupName, index + 1) * 0.2));
  if (template.target) return { progress: Math.round(template.target * reach), completed: reach >= 1 };
  return { progress: 0, completed: reach >= 0.6 };
}

export async function seedMilestones(tx: Tx, incubatorId: string): Promise<number> {
  const { inserted: templatesInserted, byName } = await seedTemplates(tx, incubatorId);
  let inserted = templatesInserted;
  const withPlan = new Set((await tx.selectDistinct({ startupId: startupMilestones.startupId }).from(startupMilestones)).map((r) => r.startupId));
  const all = await tx.select({ id: startups.id, name: startups.name }).from(startups);
  const now = Date.now();
  // A milestone reached some weeks or months ago (by the same hash), so the plan has a history, not a single day.
  const doneAt = (key: string) => new Date(now - Math.round(7 + spread(key, 7) * 120) * 86_400_000);
  for (const startup of all) {
    if (withPlan.has(startup.id)) continue;
    for (const [index, template] of TEMPLATES.entries()) {
      const own = progressOf(template, startup.name, index);
      // A milestone lagging well behind its peers is flagged for the coach's attention.
      const flagged = index === 1 && own.progress === 0 && spread(startup.name, 9) > 0.5;
      const due = new Date(now + (index + 1) * 60 * 86_400_000).toISOString().slice(0, 10);
      const [parent] = await tx
        .insert(startupMilestones)
        .values({
          incubatorId, startupId: startup.id, templateId: byName.get(template.name) ?? null, name: template.name, goal: template.goal ?? null,
          unit: template.unit ?? null, target: template.target ?? null, progress: own.progress, completedAt: own.completed ? doneAt(`${startup.name}/${template.name}`) : null,
          flagged, dueOn: due, position: index,
        })
        .returning({ id: startupMilestones.id });
      inserted += 1;
      const children = (template.children ?? []).map((child, i) => {
        const sub = progressOf(child, `${startup.name}/${child.name}`, index + i);
        return {
          incubatorId, startupId: startup.id, parentId: parent!.id, name: child.name, unit: child.unit ?? null, target: child.target ?? null,
          progress: sub.progress, completedAt: sub.completed ? doneAt(`${startup.name}/${child.name}`) : null, position: i,
        };
      });
      if (children.length > 0) await tx.insert(startupMilestones).values(children);
      inserted += children.length;
    }
  }
  return inserted;
}
