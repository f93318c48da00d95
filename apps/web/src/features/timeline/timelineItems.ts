/** The timeline's filter kinds and item types as the client reads them (D2 §3.11; GAP-39). */
import { TIMELINE_KINDS } from '@hatchery/domain';
import type { SchemaType } from '../../lib/graphql';

export type { TimelineUser } from './items/ItemFrame';
export type { TimelineEventItem } from './items/PostItem';

/** The schema's TimelineEventKind values; the filter offers the shared list (@hatchery/domain), checked against it. */
export type TimelineKind = SchemaType<'TimelineEventKind'>;
export { TIMELINE_KINDS };
// A kind the schema gains and the filter does not offer fails the typecheck here.
type UnlistedKind = Exclude<TimelineKind, (typeof TIMELINE_KINDS)[number]>;
const _everyKindListed: [UnlistedKind] extends [never] ? true : UnlistedKind = true;
// And the list offers no kind the schema lacks.
type UnknownKind = Exclude<(typeof TIMELINE_KINDS)[number], TimelineKind>;
const _noUnknownKind: [UnknownKind] extends [never] ? true : UnknownKind = true;

export const TIMELINE_PAGE_SIZE = 20;
