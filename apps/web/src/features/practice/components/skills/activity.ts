/** Practising one skill and the review session: the chunk `ActivityPanel` fetches on demand. */
export { ReviewSession } from './review-session';
export { SkillPractice } from './skill-practice';
