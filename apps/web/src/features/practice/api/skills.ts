import type {
  ReviewSession,
  SkillGradeRequest,
  SkillGradeResponse,
  SkillHint,
  SkillHintRequest,
  SkillList,
  SkillProblem,
} from '@mathtools/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/practice/skills: every skill with this visitor's progress, and how many are due. */
export async function getSkills(signal?: AbortSignal): Promise<SkillList> {
  const { apiPaths, SkillList } = await import('@mathtools/contracts/checks');
  return apiRequest(apiPaths.skills, { schema: SkillList, ...withSignal(signal) });
}

export const skillsQueryOptions = () =>
  queryOptions({
    queryKey: ['practice', 'skills'],
    queryFn: ({ signal }) => getSkills(signal),
  });

export function useSkills(enabled = true) {
  return useQuery({ ...skillsQueryOptions(), enabled });
}

/** GET /api/practice/skills/{id}/problem: a new problem at the visitor's difficulty. */
export async function getSkillProblem(
  skillId: string,
  signal?: AbortSignal,
): Promise<SkillProblem> {
  const { apiPaths, SkillProblem } = await import('@mathtools/contracts/checks');
  return apiRequest(apiPaths.skillProblem(skillId), {
    schema: SkillProblem,
    ...withSignal(signal),
  });
}

/**
 * Each round fetches anew (the server replaces the visitor's open problem of the skill, so a
 * cached one could no longer be answered): `session` is new each time the skill is opened and
 * `round` changes on Next problem and on Try again.
 */
export function useSkillProblem(skillId: string, session: number, round: number) {
  return useQuery({
    queryKey: ['practice', 'skill-problem', skillId, session, round],
    queryFn: ({ signal }) => getSkillProblem(skillId, signal),
    gcTime: 0,
  });
}

/** POST /api/practice/skills/{id}/hint: the server records the level, which lowers the credit. */
export async function getSkillHint(skillId: string, body: SkillHintRequest): Promise<SkillHint> {
  const { apiPaths, SkillHint } = await import('@mathtools/contracts/checks');
  return apiRequest(apiPaths.skillHint(skillId), { method: 'POST', data: body, schema: SkillHint });
}

export function useSkillHint(skillId: string) {
  return useMutation({
    mutationKey: ['practice', 'skill-hint', skillId],
    mutationFn: (body: SkillHintRequest) => getSkillHint(skillId, body),
  });
}

/** POST /api/practice/skills/{id}/grade: graded once, on the server, against the stored problem. */
export async function gradeSkillAnswer(
  skillId: string,
  body: SkillGradeRequest,
): Promise<SkillGradeResponse> {
  const { apiPaths, SkillGradeResponse } = await import('@mathtools/contracts/checks');
  return apiRequest(apiPaths.skillGrade(skillId), {
    method: 'POST',
    data: body,
    schema: SkillGradeResponse,
  });
}

/** Grades, then refreshes the skill list so the overview shows the new level and due count. */
export function useGradeSkillAnswer(skillId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['practice', 'skill-grade', skillId],
    mutationFn: (body: SkillGradeRequest) => gradeSkillAnswer(skillId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skillsQueryOptions().queryKey }),
  });
}

/** GET /api/practice/review: the problems of the skills due, interleaved. */
export async function getReviewSession(signal?: AbortSignal): Promise<ReviewSession> {
  const { apiPaths, ReviewSession } = await import('@mathtools/contracts/checks');
  return apiRequest(apiPaths.review, { schema: ReviewSession, ...withSignal(signal) });
}

/**
 * One fetch per session: each call replaces the previous session's problems on the server, so
 * the session is never refetched while it runs. `session` is new each time Review is pressed
 * (a new session, never the cached one) and `attempt` changes on Try again.
 */
export function useReviewSession(session: number, attempt: number) {
  return useQuery({
    queryKey: ['practice', 'review', session, attempt],
    queryFn: ({ signal }) => getReviewSession(signal),
    gcTime: 0,
  });
}
