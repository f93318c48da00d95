/**
 * How metrics writes to a startup's timeline (data due, data submitted, edited, skipped, categorisation items),
 * inside its own transaction. The timeline module implements it and registers itself when it loads
 * (timeline-write.ts): the timeline reads metric definitions to show its items, so metrics must not import it back
 * (D-110: no folder cycles). The item shapes are the timeline's (type-only imports).
 */
import type { Tx } from '../../db/contract.js';
import type { TimelineItemInput } from '../timeline/index.js';

export interface MetricsTimeline {
  /** Inserts the item; null when an item with the same source key already exists. */
  insertTimelineItem(tx: Tx, incubatorId: string, input: TimelineItemInput): Promise<string | null>;
  markDataSubmissionEdited(tx: Tx, startupId: string, periodStart: string, userId: string): Promise<string | null>;
}

let registered: MetricsTimeline | null = null;

export function registerMetricsTimeline(timeline: MetricsTimeline): void {
  registered = timeline;
}

export function metricsTimeline(): MetricsTimeline {
  if (!registered) throw new Error('The timeline module is not loaded: nothing registered registerMetricsTimeline');
  return registered;
}
