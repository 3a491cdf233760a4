import { useEffect, useState } from 'react';
import { useWords } from '../../../components/math/words';
import { Link } from '../../../components/ui/link';

/** A site tool that fits a problem: where it is and what it is called. */
export type ToolSuggestion = { to: string; name: string };
export type SuggestTool = (problem: string) => Promise<ToolSuggestion | null>;

/**
 * Under a refusal, the site's tool that does what the problem asks, when one does ("5 cm to
 * inches" → the unit converter, set to cm → in; "mean of 3, 4, 5" → the statistics calculator).
 * Nothing shows while it is looked up, or when no tool fits or the lookup fails.
 */
export function ToolHint({
  problem,
  suggest,
  onShown,
}: {
  problem: string;
  suggest: SuggestTool;
  /** Called once the hint is on screen (the message it is part of has grown). */
  onShown?: () => void;
}) {
  const t = useWords('solve');
  const [tool, setTool] = useState<ToolSuggestion | null>(null);
  useEffect(() => {
    if (tool) onShown?.();
  }, [tool, onShown]);
  useEffect(() => {
    let live = true;
    setTool(null);
    suggest(problem).then(
      (found) => live && setTool(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [problem, suggest]);
  if (!tool) return null;
  return (
    <p data-testid="tool-hint">
      {t.rich('refusal.tool', {
        link: (chunks) => <Link to={tool.to}>{chunks}</Link>,
        name: tool.name,
      })}
    </p>
  );
}
