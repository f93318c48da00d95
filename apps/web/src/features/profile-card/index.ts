export { ProfileHoverCard } from './ProfileHoverCard';
export { PersonCardHeader } from './PersonCardHeader';
export type { PersonCardPerson } from './PersonCardHeader';
