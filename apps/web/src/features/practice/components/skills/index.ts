/**
 * The skills list, its own chunk: the practice page loads it after hydration. With it comes the
 * panel that takes the problem's place for Practise and Review, which open only from that list.
 */
export { ActivityPanel } from './activity-panel';
export { SkillsOverview } from './skills-overview';
