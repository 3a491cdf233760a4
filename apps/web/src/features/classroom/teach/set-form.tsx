import type {
  ClassHelp,
  ClassSet,
  CreateClassSetRequest,
  PracticeCategory,
  PracticeDifficulty,
} from '@mathtools/contracts';
import {
  CLASS_PROBLEMS_MAX,
  CLASS_TITLE_MAX,
  classHelps,
  practiceDifficulties,
} from '@mathtools/contracts/paths';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input, Label, Textarea } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { useLanguage, useT } from '../../../i18n/use-t';
import { userMessage } from '../../../lib/api';
import { categories } from '../../../lib/practice-categories';
import { createSet, errorCode } from '../api';
import * as styles from '../classroom.css';
import { mathBoxProps } from '../mathbox';

/** A `datetime-local` value (the teacher's own clock) as an ISO time, or nothing when empty. */
const isoTime = (local: string): string | undefined =>
  local ? new Date(local).toISOString() : undefined;

/** What the form sends: the typed lines (blank ones dropped), the draw when one is picked. */
export function setRequest(form: {
  title: string;
  problems: string;
  category: PracticeCategory | '';
  count: number;
  level: PracticeDifficulty;
  help: ClassHelp;
  opensAt: string;
  closesAt: string;
}): CreateClassSetRequest {
  const opensAt = isoTime(form.opensAt);
  const closesAt = isoTime(form.closesAt);
  return {
    title: form.title.trim(),
    problems: form.problems
      .split(/\r\n|\r|\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    ...(form.category
      ? { draw: { category: form.category, count: form.count, level: form.level } }
      : {}),
    help: form.help,
    ...(opensAt ? { opensAt } : {}),
    ...(closesAt ? { closesAt } : {}),
  };
}

/**
 * A new set: its title, its problems (typed, one per line, and/or drawn from a practice
 * category), what students may see, and when it opens and closes. The server solves every typed
 * problem before it makes the set, and names a line it cannot answer.
 */
export function SetForm({
  onCreated,
  onCancel,
}: {
  onCreated: (set: ClassSet) => void;
  onCancel: () => void;
}) {
  const t = useT('classroom-teach');
  const language = useLanguage();
  const id = useId();
  const [title, setTitle] = useState('');
  const [problems, setProblems] = useState('');
  const [category, setCategory] = useState<PracticeCategory | ''>('');
  const [count, setCount] = useState(5);
  const [level, setLevel] = useState<PracticeDifficulty>('Easy');
  const [help, setHelp] = useState<ClassHelp>('hints');
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field?: 'title' | 'problems' } | null>(
    null,
  );
  const titleBox = useRef<HTMLInputElement>(null);
  const problemsBox = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = setRequest({
      title,
      problems,
      category,
      count,
      level,
      help,
      opensAt,
      closesAt,
    });
    if (!request.title) {
      setProblem({ message: t('form.noTitle'), field: 'title' });
      titleBox.current?.focus();
      return;
    }
    if (request.problems.length === 0 && !request.draw) {
      setProblem({
        message: t('form.noProblems'),
        field: 'problems',
      });
      problemsBox.current?.focus();
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      onCreated(await createSet(request, language));
    } catch (error) {
      const unsolved = errorCode(error) === 'problem_unsolved';
      setProblem({
        message: userMessage(error, t('form.failed'), language),
        ...(unsolved ? { field: 'problems' as const } : {}),
      });
      if (unsolved) problemsBox.current?.focus();
    } finally {
      setPending(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} className={styles.stack} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('sets.new')}
      </h2>
      <div className={styles.tight}>
        <Label htmlFor={`${id}-name`}>{t('form.name')}</Label>
        <Input
          ref={titleBox}
          id={`${id}-name`}
          name="title"
          maxLength={CLASS_TITLE_MAX}
          autoComplete="off"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={problem?.field === 'title' || undefined}
          aria-describedby={problem?.field === 'title' ? errorId : undefined}
        />
      </div>
      <div className={styles.tight}>
        <Label htmlFor={`${id}-problems`}>{t('form.problems')}</Label>
        <Textarea
          ref={problemsBox}
          id={`${id}-problems`}
          name="problems"
          rows={6}
          {...mathBoxProps}
          className={styles.problems}
          value={problems}
          onChange={(event) => setProblems(event.target.value)}
          aria-invalid={problem?.field === 'problems' || undefined}
          aria-describedby={`${id}-problems-hint${problem?.field === 'problems' ? ` ${errorId}` : ''}`}
        />
        <p id={`${id}-problems-hint`} className={styles.muted}>
          {t('form.problemsHint', { max: CLASS_PROBLEMS_MAX })}
        </p>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.draw')}</legend>
        <div className={styles.fields}>
          <div className={styles.tight}>
            <Label htmlFor={`${id}-category`}>{t('form.category')}</Label>
            <Select
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value as PracticeCategory | '')}
            >
              <option value="">{t('form.none')}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className={styles.tight}>
            <Label htmlFor={`${id}-level`}>{t('form.level')}</Label>
            <Select
              id={`${id}-level`}
              value={level}
              disabled={!category}
              onChange={(event) => setLevel(event.target.value as PracticeDifficulty)}
            >
              {practiceDifficulties.map((d) => (
                <option key={d} value={d}>
                  {t(`level.${d}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className={styles.tight}>
            <Label htmlFor={`${id}-count`}>{t('form.count')}</Label>
            <Input
              id={`${id}-count`}
              type="number"
              inputMode="numeric"
              min={1}
              max={CLASS_PROBLEMS_MAX}
              disabled={!category}
              value={count}
              onChange={(event) =>
                setCount(
                  Math.min(
                    CLASS_PROBLEMS_MAX,
                    Math.max(1, Math.round(Number(event.target.value) || 1)),
                  ),
                )
              }
            />
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.help')}</legend>
        {classHelps.map((h) => (
          <label key={h} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-help`}
              value={h}
              checked={help === h}
              onChange={() => setHelp(h)}
            />
            <span className={styles.choiceText}>
              <strong>{t(`help.${h}.label`)}</strong>
              <span className={styles.muted}>{t(`help.${h}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <div className={styles.fields}>
        <div className={styles.tight}>
          <Label htmlFor={`${id}-opens`}>{t('form.opens')}</Label>
          <Input
            id={`${id}-opens`}
            type="datetime-local"
            value={opensAt}
            onChange={(event) => setOpensAt(event.target.value)}
            aria-describedby={`${id}-opens-hint`}
          />
          <p id={`${id}-opens-hint`} className={styles.muted}>
            {t('form.opensHint')}
          </p>
        </div>
        <div className={styles.tight}>
          <Label htmlFor={`${id}-closes`}>{t('form.closes')}</Label>
          <Input
            id={`${id}-closes`}
            type="datetime-local"
            value={closesAt}
            onChange={(event) => setClosesAt(event.target.value)}
            aria-describedby={`${id}-closes-hint`}
          />
          <p id={`${id}-closes-hint`} className={styles.muted}>
            {t('form.closesHint')}
          </p>
        </div>
      </div>

      {problem ? (
        <Alert id={errorId} tone="destructive" role="alert">
          <p className={styles.plain}>{problem.message}</p>
        </Alert>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" disabled={pending}>
          {pending ? t('form.solving') : t('form.create')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
