/**
 * The site's tool for a problem the solver refused, for the solver page's refusal ("The unit
 * converter can do this"). Loaded only when a refusal is shown: it reads every widget's `about`.
 */
import { toolNamedIn, toolPreset } from './listing';
import { toolInfo } from './registry';
import { loadAllWidgets, loadedWidget } from './widgets';

export type ToolSuggestion = { to: string; name: string };

/** The tool that fits, set up as the problem says when it names a conversion; null when none. */
export async function suggestTool(text: string): Promise<ToolSuggestion | null> {
  await loadAllWidgets();
  const preset = toolPreset(text);
  if (preset) {
    const params = new URLSearchParams({ tool: preset.id, ...preset.inputs });
    return { to: `/tools?${params}#${preset.id}`, name: toolInfo(preset.id).name };
  }
  const tool = toolNamedIn(text, (id) => loadedWidget(id)!.about);
  return tool ? { to: tool.page?.path ?? `/tools#${tool.id}`, name: tool.name } : null;
}
