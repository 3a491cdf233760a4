/**
 * /join/CODE: a student joins a teacher's set with a nickname (no account) and works through its
 * problems. The student's cookie keeps them in the set, so leaving and coming back on the same
 * device carries on where they were. /join alone asks for the code.
 */
import type { JoinInfo, StudentClassWork } from '@mathtools/contracts';
import { CLASS_CODE_LENGTH, NICKNAME_MAX } from '@mathtools/contracts/paths';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { useLocalizedNavigate } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { type Language, splitLanguage } from '../../../i18n/languages';
import { type Translate, useLanguage, useT } from '../../../i18n/use-t';
import { ApiError, userMessage } from '../../../lib/api';
import { useLazyModule } from '../../../lib/lazy-module';
import { errorCode, fetchJoinInfo, fetchStudentClassWork, joinClass } from '../api';
import * as styles from '../classroom.css';
import { formatTime } from '../words';
import type { KeypadSource, KeypadTarget } from './keypad-target';
import { ProblemCard } from './problem-card';

/** The code in a /join address (`/es/join/…` too), upper case, or null for /join itself. */
export function codeFromPath(pathname: string): string | null {
  const match = /^\/join\/([^/]+)\/*$/i.exec(splitLanguage(pathname).path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).trim().toUpperCase();
  } catch {
    return match[1].toUpperCase();
  }
}

type Loaded =
  | { state: 'loading' }
  | { state: 'no-code' }
  | { state: 'unknown'; code: string }
  | { state: 'failed'; code: string }
  | { state: 'join'; code: string; info: JoinInfo }
  | { state: 'working'; code: string; work: StudentClassWork };

export function StudentPage({ keypad }: { keypad: KeypadSource }) {
  const t = useT('classroom-join');
  const tc = useT('classroom');
  const { pathname } = useLocation();
  const language = useLanguage();
  // The prerendered shell and the browser's first render both show "loading": the code is read
  // from the address, and whether this device joined already from the server, after hydration.
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const code = codeFromPath(pathname);
    if (!code) {
      setLoaded({ state: 'no-code' });
      return;
    }
    let current = true;
    setLoaded({ state: 'loading' });
    // The work only for a browser that joined: asking without the student's cookie is a 401.
    fetchJoinInfo(code)
      .then(async (info) => ({
        info,
        work: info.joined ? await fetchStudentClassWork(code, language) : null,
      }))
      .then(
        ({ info, work }) => {
          if (!current) return;
          setLoaded(work ? { state: 'working', code, work } : { state: 'join', code, info });
        },
        (error: unknown) => {
          if (!current) return;
          const missing =
            errorCode(error) === 'class_not_found' ||
            (error instanceof ApiError && (error.status === 404 || error.status === 400));
          setLoaded(missing ? { state: 'unknown', code } : { state: 'failed', code });
        },
      );
    return () => {
      current = false;
    };
  }, [pathname, attempt, language]);

  switch (loaded.state) {
    case 'loading':
      return <Spinner label={t('opening')} />;
    case 'no-code':
      return <CodeForm />;
    case 'unknown':
      return (
        <div className={styles.stack}>
          <Alert tone="warning" role="alert">
            <p className={styles.plain}>{t('unknown', { code: loaded.code })}</p>
          </Alert>
          <CodeForm />
        </div>
      );
    case 'failed':
      return (
        <div className={styles.stack}>
          <Alert tone="warning" role="alert">
            <p className={styles.plain}>{t('failed')}</p>
          </Alert>
          <div className={styles.row}>
            <Button onClick={() => setAttempt((n) => n + 1)}>{tc('retry')}</Button>
          </div>
        </div>
      );
    case 'join':
      return (
        <JoinForm
          code={loaded.code}
          info={loaded.info}
          onJoined={(work) => setLoaded({ state: 'working', code: loaded.code, work })}
        />
      );
    case 'working':
      return <Work code={loaded.code} work={loaded.work} keypad={keypad} />;
  }
}

/** /join without a code: type the code the teacher gave. */
function CodeForm() {
  const t = useT('classroom-join');
  const id = useId();
  const navigate = useLocalizedNavigate();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState(false);
  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '').toUpperCase();
    if (typed.length !== CLASS_CODE_LENGTH) {
      setProblem(true);
      return;
    }
    navigate(`/join/${encodeURIComponent(typed)}`);
  };
  return (
    <form onSubmit={go} className={styles.tight} noValidate>
      <Label htmlFor={`${id}-code`}>{t('code.label')}</Label>
      <Input
        id={`${id}-code`}
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CLASS_CODE_LENGTH + 4}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem || undefined}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {t('code.hint', { length: CLASS_CODE_LENGTH })}
      </p>
      <div className={styles.row}>
        <Button type="submit">{t('code.submit')}</Button>
      </div>
    </form>
  );
}

function openWords(info: JoinInfo, t: Translate, language: Language): string | null {
  if (info.open)
    return info.closesAt ? t('join.until', { closes: formatTime(info.closesAt, language) }) : null;
  return Date.parse(info.opensAt) > Date.now()
    ? t('join.opens', { opens: formatTime(info.opensAt, language) })
    : t('join.closed');
}

/** The nickname form: a nickname only, never a full name. */
function JoinForm({
  code,
  info,
  onJoined,
}: {
  code: string;
  info: JoinInfo;
  onJoined: (work: StudentClassWork) => void;
}) {
  const t = useT('classroom-join');
  const language = useLanguage();
  const id = useId();
  const [nickname, setNickname] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const when = openWords(info, t, language);

  const join = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = nickname.trim();
    if (!name) {
      setProblem(t('join.noName'));
      box.current?.focus();
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await joinClass(code, name);
      const work = await fetchStudentClassWork(code, language);
      if (!work) throw new Error('not joined');
      onJoined(work);
    } catch (error) {
      setProblem(
        errorCode(error) === 'nickname_taken'
          ? t('join.taken')
          : userMessage(error, t('join.failed'), language),
      );
      box.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.stack}>
      <div className={styles.tight}>
        <h2 className={styles.heading}>{info.title}</h2>
        <p className={styles.muted}>{t('join.summary', { count: info.problemCount, code })}</p>
        {when ? <p className={styles.plain}>{when}</p> : null}
      </div>
      <form onSubmit={join} className={styles.tight} noValidate>
        <Label htmlFor={`${id}-nickname`}>{t('join.nickname')}</Label>
        <Input
          ref={box}
          id={`${id}-nickname`}
          name="nickname"
          autoComplete="off"
          maxLength={NICKNAME_MAX}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
        />
        <p id={`${id}-hint`} className={styles.muted}>
          {t('join.hint', { max: NICKNAME_MAX })}
        </p>
        {problem ? (
          <Alert id={`${id}-error`} tone="warning" role="alert">
            <p className={styles.plain}>{problem}</p>
          </Alert>
        ) : null}
        <div className={styles.row}>
          <Button type="submit" disabled={pending}>
            {pending ? t('join.joining') : t('join.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The set's problems, one card each, and the maths keypad docked below them when asked for. */
function Work({
  code,
  work,
  keypad,
}: {
  code: string;
  work: StudentClassWork;
  keypad: KeypadSource;
}) {
  const t = useT('classroom-join');
  const tc = useT('classroom');
  const [keypadOpen, setKeypadOpen] = useState(false);
  const [keypadWanted, setKeypadWanted] = useState(false);
  const { module, failed, retry } = useLazyModule(keypad, keypadWanted);
  const Keypad = module?.Keypad;
  const target = useRef<KeypadTarget | null>(null);

  const onBoxFocus = useCallback((next: KeypadTarget) => {
    target.current = next;
    setKeypadWanted(true);
  }, []);

  /** Shows or hides the keypad; the box keeps (or takes) the focus with the right keyboard. */
  const showKeypad = (open: boolean, next?: KeypadTarget) => {
    if (next && !(open && target.current && document.activeElement === target.current.box()))
      target.current = next;
    setKeypadWanted(true);
    flushSync(() => setKeypadOpen(open));
    const box = target.current?.box();
    if (!box) return;
    // A phone opens its keyboard for a box focused in a tap's handler: blurred first, so the
    // box's new inputmode is read again.
    if (!open) box.blur();
    box.focus({ preventScroll: true });
  };

  const when = work.open ? null : t('work.closed');
  return (
    <div className={styles.stack}>
      <div className={styles.tight}>
        <h2 className={styles.heading}>{work.title}</h2>
        <p className={styles.muted}>
          {t.rich('work.joined', {
            nickname: work.nickname,
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        {when ? (
          <Alert tone="warning">
            <p className={styles.plain}>{when}</p>
          </Alert>
        ) : null}
      </div>
      {work.problems.map((problem) => (
        <ProblemCard
          key={problem.position}
          code={code}
          problem={problem}
          saved={work.work.find((w) => w.position === problem.position)}
          help={work.help}
          keypadOpen={keypadOpen}
          onBoxFocus={onBoxFocus}
          onKeypad={(next) => showKeypad(!keypadOpen, next)}
        />
      ))}
      <div className={styles.keypadSlot} hidden={!keypadOpen}>
        {!keypadOpen ? null : Keypad ? (
          <Keypad
            input={() => target.current?.box() ?? null}
            onText={(text) => target.current?.setText(text)}
            onEnter={() => target.current?.enter()}
            onPhoneKeyboard={() => showKeypad(false)}
            onHide={() => setKeypadOpen(false)}
          />
        ) : failed ? (
          <p className={styles.muted}>
            {t('keypad.failed')}{' '}
            <Button variant="outline" onClick={retry}>
              {tc('retry')}
            </Button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
