export { ProfileHoverCard } from './ProfileHoverCard';
