/** The skills list, its own chunk: the practice page loads it after hydration. */
export { SkillsOverview } from './skills-overview';
