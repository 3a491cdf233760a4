/**
 * The class-link calls, typed by the contracts. Teachers are known by the `mt_teacher` cookie and
 * students by `mt_student`, both set by the server: nothing here keeps a token itself.
 */
import type {
  ClassAnswerResponse,
  ClassHelpResponse,
  ClassSet,
  ClassSetDetail,
  ClassSetList,
  ClassStudentWork,
  CreateClassSetRequest,
  JoinInfo,
  JoinResponse,
  PasskeyOptions,
  StudentClassWork,
  TeacherResponse,
  TeacherSession,
  TeacherWithRecovery,
  WorkingResponse,
} from '@mathtools/contracts';
import { apiPaths, inLanguage } from '@mathtools/contracts/paths';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import type { Language } from '../../i18n/languages';
import { ApiError, apiRequest } from '../../lib/api';

/** The signed-in teacher, or null when the browser holds no teacher session. */
export const fetchTeacher = async () =>
  (await apiRequest<TeacherSession>(apiPaths.teachMe)).teacher;

export const passkeyOptions = (kind: 'register' | 'login') =>
  apiRequest<PasskeyOptions>(
    kind === 'register' ? apiPaths.teachRegisterOptions : apiPaths.teachLoginOptions,
    { method: 'POST' },
  );

export const registerPasskey = (response: RegistrationResponseJSON) =>
  apiRequest<TeacherWithRecovery>(apiPaths.teachRegister, { method: 'POST', data: { response } });

export const signInWithPasskey = (response: AuthenticationResponseJSON) =>
  apiRequest<TeacherResponse>(apiPaths.teachLogin, { method: 'POST', data: { response } });

export const recoverTeacher = (recoveryCode: string) =>
  apiRequest<TeacherWithRecovery>(apiPaths.teachRecover, {
    method: 'POST',
    data: { recoveryCode },
  });

export const signOutTeacher = () => apiRequest(apiPaths.teachLogout, { method: 'POST' });

export const fetchSets = () => apiRequest<ClassSetList>(apiPaths.teachSets);

/**
 * A new set, with `?lang=es` from a page in another language: the problems the teacher typed are
 * read in that language's words and notation (`resuelve 2x + 3 = 7`, `x = 2,5`).
 */
export const createSet = (set: CreateClassSetRequest, language: Language = 'en') =>
  apiRequest<ClassSet>(inLanguage(apiPaths.teachSets, language), { method: 'POST', data: set });

/**
 * A set with every student's cells; with `?lang=es` from a page in another language, its
 * questions' maths in the page's notation (`2,5`), as the teacher typed them there.
 */
export const fetchSet = (setId: string, language: Language = 'en', signal?: AbortSignal) =>
  apiRequest<ClassSetDetail>(
    inLanguage(apiPaths.teachSet(setId), language),
    signal ? { signal } : {},
  );

export const fetchStudentWork = (setId: string, studentId: string) =>
  apiRequest<ClassStudentWork>(apiPaths.teachStudent(setId, studentId));

export const fetchJoinInfo = (code: string) => apiRequest<JoinInfo>(apiPaths.join(code));

export const joinClass = (code: string, nickname: string) =>
  apiRequest<JoinResponse>(apiPaths.join(code), { method: 'POST', data: { nickname } });

/**
 * The student's work on the set, or null when this browser has not joined it; with `?lang=es` on a
 * page in another language, so the questions' maths is in the page's notation (`2,5`).
 */
export async function fetchStudentClassWork(
  code: string,
  language: Language = 'en',
): Promise<StudentClassWork | null> {
  try {
    return await apiRequest<StudentClassWork>(inLanguage(apiPaths.joinWork(code), language));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The student's working checked line by line, with `?lang=es` on a page in another language (the
 * language of the link they joined by), so each line's sentence is in the page's language.
 */
export const checkClassWorking = (
  code: string,
  position: number,
  lines: string[],
  language: Language = 'en',
) =>
  apiRequest<WorkingResponse>(inLanguage(apiPaths.joinWorking(code, position), language), {
    method: 'POST',
    data: { lines },
  });

/** The student's answer graded, its verdict and mistake said in `language`, the page's. */
export const submitClassAnswer = (
  code: string,
  position: number,
  answer: string,
  language: Language = 'en',
) =>
  apiRequest<ClassAnswerResponse>(inLanguage(apiPaths.joinAnswer(code, position), language), {
    method: 'POST',
    data: { answer },
  });

/** The help the teacher allowed, its hint and steps written in `language`, the page's. */
export const fetchClassHelp = (code: string, position: number, language: Language = 'en') =>
  apiRequest<ClassHelpResponse>(inLanguage(apiPaths.joinHelp(code, position), language));

/** The error's code from the server (`class_closed`, `nickname_taken`, …), if it sent one. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.code : undefined;
