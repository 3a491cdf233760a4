/** The skills UI, its own chunk: the practice page loads it after hydration. */
export { ReviewSession } from './review-session';
export { SkillPractice } from './skill-practice';
export { SkillsOverview } from './skills-overview';
