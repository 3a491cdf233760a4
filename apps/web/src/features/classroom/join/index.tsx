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
import { ApiError, userMessage } from '../../../lib/api';
import { useLazyModule } from '../../../lib/lazy-module';
import { errorCode, fetchJoinInfo, fetchStudentClassWork, joinClass } from '../api';
import * as styles from '../classroom.css';
import { formatTime } from '../words';
import type { KeypadSource, KeypadTarget } from './keypad-target';
import { ProblemCard } from './problem-card';

/** The code in a /join address, upper case, or null for /join itself. */
export function codeFromPath(pathname: string): string | null {
  const match = /^\/join\/([^/]+)\/*$/i.exec(pathname);
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
  const { pathname } = useLocation();
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
        work: info.joined ? await fetchStudentClassWork(code) : null,
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
  }, [pathname, attempt]);

  switch (loaded.state) {
    case 'loading':
      return <Spinner label="Opening the class…" />;
    case 'no-code':
      return <CodeForm />;
    case 'unknown':
      return (
        <div className={styles.stack}>
          <Alert tone="warning" role="alert">
            <p className={styles.plain}>
              No class has the code {loaded.code}. Check it with your teacher and type it again.
            </p>
          </Alert>
          <CodeForm />
        </div>
      );
    case 'failed':
      return (
        <div className={styles.stack}>
          <Alert tone="warning" role="alert">
            <p className={styles.plain}>The class could not be opened. Check your connection.</p>
          </Alert>
          <div className={styles.row}>
            <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
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
      <Label htmlFor={`${id}-code`}>Class code</Label>
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
        The {CLASS_CODE_LENGTH} letters and digits your teacher shows you.
      </p>
      <div className={styles.row}>
        <Button type="submit">Open the class</Button>
      </div>
    </form>
  );
}

function openWords(info: JoinInfo): string | null {
  if (info.open) return info.closesAt ? `Open until ${formatTime(info.closesAt)}.` : null;
  return Date.parse(info.opensAt) > Date.now()
    ? `This set opens ${formatTime(info.opensAt)}. You can join now and start then.`
    : 'This set is closed.';
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
  const id = useId();
  const [nickname, setNickname] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const when = openWords(info);

  const join = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = nickname.trim();
    if (!name) {
      setProblem('Please choose a nickname.');
      box.current?.focus();
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await joinClass(code, name);
      const work = await fetchStudentClassWork(code);
      if (!work) throw new Error('not joined');
      onJoined(work);
    } catch (error) {
      setProblem(
        errorCode(error) === 'nickname_taken'
          ? 'Someone in this class already has that nickname: choose another.'
          : userMessage(error, 'You could not join. Please try again.'),
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
        <p className={styles.muted}>
          {info.problemCount} {info.problemCount === 1 ? 'problem' : 'problems'} · class code {code}
        </p>
        {when ? <p className={styles.plain}>{when}</p> : null}
      </div>
      <form onSubmit={join} className={styles.tight} noValidate>
        <Label htmlFor={`${id}-nickname`}>Nickname</Label>
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
          A nickname your teacher will recognise, not your full name. Up to {NICKNAME_MAX}{' '}
          characters.
        </p>
        {problem ? (
          <Alert id={`${id}-error`} tone="warning" role="alert">
            <p className={styles.plain}>{problem}</p>
          </Alert>
        ) : null}
        <div className={styles.row}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Joining…' : 'Join'}
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

  const when = work.open ? null : 'This set is not open now: you can read your work, not send it.';
  return (
    <div className={styles.stack}>
      <div className={styles.tight}>
        <h2 className={styles.heading}>{work.title}</h2>
        <p className={styles.muted}>
          You joined as <strong>{work.nickname}</strong>. Your work is kept on this device: you can
          leave and come back.
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
            The keypad could not be loaded. Check your connection.{' '}
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
